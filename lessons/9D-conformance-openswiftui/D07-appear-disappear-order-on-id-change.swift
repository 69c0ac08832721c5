// title: onAppear on an AnyView of EmptyView; the order of appear and disappear when an .id changes
// question: Does onAppear run on `AnyView(EmptyView())`? A colour with onAppear and onDisappear
//    (each printing the current @State toggle) is given `.id(toggle)`, and 0.1 s after it first
//    appears the toggle flips. In which order do the new view's appear and the old one's
//    disappear run, without a transition and with `.transition(.identity)`?
// claims: C9D-7
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (AppearanceActionModifier)
// variant appear: root: EmptyAppears()
// variant idChange: root: IdentityChange(); step: launch; step: wait 0.1; step: wait 0.1
// variant idChangeIdentityTransition: root: IdentityChangeWithIdentityTransition(); step: launch; step: wait 0.1; step: wait 0.1
import SwiftUI

struct EmptyAppears: View {
    var body: some View {
        AnyView(EmptyView())
            .onAppear {
                print("appear")
            }
    }
}

@MainActor
enum Log {
    static var count = 0

    /// Once, 0.1 s after the first appearance, flips the toggle.
    static func appeared(_ toggle: Bool, flip: @escaping @MainActor () -> Void) {
        if count == 0 {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { flip() }
        }
        count += 1
        print("appear, toggle \(toggle)")
    }
}

struct IdentityChange: View {
    @State private var toggle = false

    var body: some View {
        Color.red
            .onAppear {
                Log.appeared(toggle) { toggle.toggle() }
            }
            .onDisappear {
                print("disappear, toggle \(toggle)")
            }
            .id(toggle)
    }
}

struct IdentityChangeWithIdentityTransition: View {
    @State private var toggle = false

    var body: some View {
        Color.red
            .onAppear {
                Log.appeared(toggle) { toggle.toggle() }
            }
            .onDisappear {
                print("disappear, toggle \(toggle)")
            }
            .transition(.identity)
            .id(toggle)
    }
}
