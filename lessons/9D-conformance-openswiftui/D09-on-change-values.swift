// title: onChange: what each form of its action receives, with and without initial
// question: A view's onAppear sets its @State, then sets it again on the next turn of the main
//    queue (DispatchQueue.main.async). What does onChange(of:) receive, with its one-parameter
//    (deprecated), two-parameter and zero-parameter actions, with `initial: true`, and when a
//    value is set to what it already is?
// claims: C9D-9
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (ValueActionModifier)
// variant singleParameter: root: SingleParameter()
// variant twoParameters: root: TwoParameters()
// variant zeroParameters: root: ZeroParameters()
// variant initial: root: InitialTwoParameters()
// variant initialZeroParameters: root: InitialZeroParameters()
// variant sameValueAgain: root: SameValueAgain()
// variant strings: root: Strings()
// variant booleans: root: Booleans()
import SwiftUI

struct SingleParameter: View {
    @State private var value = 0

    var body: some View {
        Color.red
            .onAppear {
                value = 1
                DispatchQueue.main.async { value = 2 }
            }
            .onChange(of: value) { newValue in
                print("onChange \(newValue)")
            }
    }
}

struct TwoParameters: View {
    @State private var value = 0

    var body: some View {
        Color.blue
            .onAppear {
                value = 1
                DispatchQueue.main.async { value = 2 }
            }
            .onChange(of: value) { oldValue, newValue in
                print("onChange \(oldValue) → \(newValue)")
            }
    }
}

struct ZeroParameters: View {
    @State private var value = 0

    var body: some View {
        Color.green
            .onAppear {
                value = 1
                DispatchQueue.main.async { value = 2 }
            }
            .onChange(of: value) {
                print("onChange")
            }
    }
}

struct InitialTwoParameters: View {
    @State private var value = 0

    var body: some View {
        Color.blue
            .onAppear {
                value = 1
                DispatchQueue.main.async { value = 2 }
            }
            .onChange(of: value, initial: true) { oldValue, newValue in
                print("onChange \(oldValue) → \(newValue)")
            }
    }
}

struct InitialZeroParameters: View {
    @State private var value = 0

    var body: some View {
        Color.orange
            .onChange(of: value, initial: true) {
                print("onChange")
            }
    }
}

struct SameValueAgain: View {
    @State private var value = 0

    var body: some View {
        Color.purple
            .onAppear {
                value = 1
                DispatchQueue.main.async {
                    value = 2
                    DispatchQueue.main.async {
                        value = 2
                    }
                }
            }
            .onChange(of: value) { oldValue, newValue in
                print("onChange \(oldValue) → \(newValue)")
            }
    }
}

struct Strings: View {
    @State private var text = "initial"

    var body: some View {
        Color.cyan
            .onAppear {
                text = "changed"
                DispatchQueue.main.async { text = "final" }
            }
            .onChange(of: text) { _, newValue in
                print("onChange \(newValue)")
            }
    }
}

struct Booleans: View {
    @State private var isOn = false

    var body: some View {
        Color.mint
            .onAppear {
                isOn = true
                DispatchQueue.main.async {
                    isOn = false
                    DispatchQueue.main.async {
                        isOn = true
                    }
                }
            }
            .onChange(of: isOn) {
                print("onChange")
            }
    }
}
