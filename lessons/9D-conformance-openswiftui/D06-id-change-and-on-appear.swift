// title: a new .id makes the views inside it appear again, not the modifiers outside it
// question: A colour with an onAppear is given `.id(showRed)`; a second later the onAppear's
//    asyncAfter toggles showRed (a @State, or an @Observable model's property behind a computed
//    property). How often does the body run, and how often does an onAppear inside the `.id` run,
//    or one applied outside it?
// claims: C9D-6
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (ObservationUtils, IDView)
// variant bodyTrigger: root: ObservedToggle(); step: launch; step: wait 1; step: wait 1
// variant idAfterOnAppear: root: OnAppearInsideID(); step: launch; step: wait 1; step: wait 1
// variant idBeforeOnAppear: root: OnAppearOutsideID(); step: launch; step: wait 1; step: wait 1
import SwiftUI

@Observable
final class Model {
    var showRed = false
}

struct ObservedToggle: View {
    @State private var model = Model()

    private var showRed: Bool {
        get { model.showRed }
        nonmutating set { model.showRed = newValue }
    }

    var body: some View {
        let _ = print("body")
        (showRed ? Color.red : Color.blue)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    if !model.showRed { showRed.toggle() }
                }
            }
            .id(showRed)
    }
}

struct OnAppearInsideID: View {
    @State private var showRed = false

    var body: some View {
        (showRed ? Color.red : Color.blue)
            .onAppear {
                print("inner onAppear")
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    if !showRed { showRed.toggle() }
                }
            }
            .id(showRed)
    }
}

struct OnAppearOutsideID: View {
    @State private var showRed = false

    var body: some View {
        (showRed ? Color.red : Color.blue)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    if !showRed { showRed.toggle() }
                }
            }
            .id(showRed)
            .onAppear {
                print("outer onAppear")
            }
    }
}
