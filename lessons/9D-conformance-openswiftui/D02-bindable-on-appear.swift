// title: a Binding from Bindable(model), set in a child's onAppear, is seen by the parent's onAppear
// question: A parent holds an @Observable model in a plain `let` and passes `Bindable(model).value`
//    to a child, whose onAppear sets it to 1. What does the parent's own onAppear read?
// claims: C9D-2
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (BindableCompatibilityTests)
import SwiftUI

@Observable
final class Counter {
    var value = 0
}

struct ContentView: View {
    private let model = Counter()

    var body: some View {
        let bindable = Bindable(model)
        Child(value: bindable.value)
            .onAppear {
                print("parent's onAppear reads \(model.value)")
            }
    }
}

struct Child: View {
    @Binding var value: Int

    var body: some View {
        Color.red
            .onAppear {
                value = 1
                print("child set the value")
            }
    }
}
