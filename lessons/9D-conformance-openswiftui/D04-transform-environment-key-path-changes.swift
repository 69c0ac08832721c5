// title: transformEnvironment whose key path changes
// question: A parent applies transformEnvironment to one @Entry key path while its @Observable
//    model's value is 0 and to another once it is 2, setting the value it finds to the model's
//    value; its onAppear sets the model to 2. How often do the bodies run, and what does the
//    subview read each time?
// claims: C9D-4
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (EnvironmentKeyTransformModifier)
import SwiftUI

extension EnvironmentValues {
    @Entry var firstValue = 0
    @Entry var secondValue = 0
}

@Observable
final class Model {
    var value = 0
}

struct ContentView: View {
    @State private var model = Model()

    var body: some View {
        let _ = print("ContentView body")
        Reader()
            .transformEnvironment(model.value == 0 ? \.firstValue : \.secondValue) {
                $0 = model.value
            }
            .onAppear {
                model.value = 2
            }
    }
}

struct Reader: View {
    @Environment(\.firstValue) private var first
    @Environment(\.secondValue) private var second

    var body: some View {
        let _ = print("Reader body: first \(first), second \(second)")
        Color.red
    }
}
