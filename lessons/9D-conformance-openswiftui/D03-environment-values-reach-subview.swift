// title: what a subview finds in its environment: an object, an entry written or transformed, an @Observable
// question: A subview reads, in onAppear, a value its parent put in its environment: an
//    ObservableObject with environmentObject(_:), an @Entry value with environment(_:_:) and with
//    transformEnvironment(_:transform:), an @Observable object with environment(_:), and an
//    optional @Observable that is nil. What does each read?
// claims: C9D-3
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (EnvironmentObject,
//    EnvironmentKeyWritingModifier, EnvironmentKeyTransformModifier, Environment+Observable)
// variant object: root: ObjectParent()
// variant writing: root: WritingParent()
// variant transform: root: TransformParent()
// variant observable: root: ObservableParent()
// variant optional: root: OptionalParent()
import SwiftUI

final class Settings: ObservableObject {
    var value: Int
    init(value: Int) { self.value = value }
}

@Observable
final class Model {
    var value: Int
    init(value: Int) { self.value = value }
}

extension EnvironmentValues {
    @Entry var customValue = 0
}

struct ObjectParent: View {
    @State private var settings = Settings(value: 1)
    var body: some View {
        ObjectReader()
            .environmentObject(settings)
    }
}

struct ObjectReader: View {
    @EnvironmentObject private var settings: Settings
    var body: some View {
        Color.red
            .onAppear { print("environment object: \(settings.value)") }
    }
}

struct WritingParent: View {
    var body: some View {
        EntryReader()
            .environment(\.customValue, 1)
    }
}

struct TransformParent: View {
    var body: some View {
        EntryReader()
            .transformEnvironment(\.customValue) { $0 = 1 }
    }
}

struct EntryReader: View {
    @Environment(\.customValue) private var value
    var body: some View {
        Color.red
            .onAppear { print("customValue: \(value)") }
    }
}

struct ObservableParent: View {
    @State private var model = Model(value: 1)
    var body: some View {
        ObservableReader()
            .environment(model)
    }
}

struct ObservableReader: View {
    @Environment(Model.self) private var model
    var body: some View {
        Color.red
            .onAppear { print("observable: \(model.value)") }
    }
}

struct OptionalParent: View {
    @State private var model: Model? = nil
    var body: some View {
        OptionalReader()
            .environment(model)
    }
}

struct OptionalReader: View {
    @Environment(Model.self) private var model: Model?
    var body: some View {
        Color.red
            .onAppear { print("optional observable is nil: \(model == nil)") }
    }
}
