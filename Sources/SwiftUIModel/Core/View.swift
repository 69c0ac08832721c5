/// A piece of user interface, as SwiftUI declares it: `@MainActor`, with a `@ViewBuilder` body.
///
/// Mirrors SwiftUICore's declaration so that the compiler treats a scenario's views as it does on
/// Apple's SDK (isolation, builder inference on `body`, opaque result types).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// `Never.Body` is CoreTransferable's typealias (re-exported), as on Apple's SDK.
extension Never: View {
    /// Never is the body type of every primitive (views, toolbar content…); it has no body itself.
    public var body: Never { fatalError("Never has no body") }
}

/// Views built into the model (Text, stacks, modifiers…) have no body: the graph asks them directly.
extension View where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
