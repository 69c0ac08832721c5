/// Several views side by side, as a `@ViewBuilder` block makes them. It is a list, not a container:
/// a modifier applied to it is applied to each element (see `ViewList`).
public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
}

extension TupleView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        // A tuple's elements are its stored children; `Mirror` walks a pack-expanded tuple in order.
        Mirror(reflecting: value).children.enumerated().compactMap { index, child in
            (child.value as? any View).map { ChildView(identity: .index(index), view: $0) }
        }
    }
}

extension TupleView: View {}
