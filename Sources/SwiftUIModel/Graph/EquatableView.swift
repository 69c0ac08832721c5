/// A view that SwiftUI compares with its own `==` before updating it (`.equatable()`).
public struct EquatableView<Content: View & Equatable> {
    public var content: Content
    public init(content: Content) { self.content = content }
    public typealias Body = Never
}

extension EquatableView: BuiltinView, EquatableViewWrapper {
    var wrappedContent: Any { content }
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
}

extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension EquatableView: View {}
