// title: @State set in onAppear: read back at once; a withAnimation block is an update of its own
// question: A view toggles a @State in onAppear and reads it straight after. Another sets its
//    @State to 1 and 2, then to 3 and 4 inside withAnimation, all in one onAppear. What does the
//    first read, which values does the second's body see, and what does its onChange get?
// claims: C9D-1
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (StateCompatibilityTests)
// variant appear: root: ToggleOnAppear()
// variant nested: root: SettingTwice(); step: launch; step: wait 1
import SwiftUI

struct ToggleOnAppear: View {
    @State private var toggle = false

    var body: some View {
        AnyView(EmptyView())
            .onAppear {
                toggle.toggle()
                print("after toggling: \(toggle)")
            }
    }
}

/// What the body saw and what onChange got, reported a second later.
@MainActor
enum Seen {
    static var values: [Int] = []
    static var changes: [[Int]] = []
}

struct SettingTwice: View {
    @State private var value = 0

    var body: some View {
        let _ = Seen.values.append(value)
        Color.white
            .onAppear {
                value = 1
                value = 2
                withAnimation {
                    value = 3
                    value = 4
                }
            }
            .onChange(of: value) { oldValue, newValue in
                Seen.changes.append([oldValue, newValue])
            }
            .task {
                try? await Task.sleep(for: .seconds(1))
                print("body saw \(Seen.values)")
                print("onChange got \(Seen.changes)")
            }
    }
}
