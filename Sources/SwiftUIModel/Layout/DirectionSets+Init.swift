/// The initialisers that make a set of one direction or corner (`HorizontalDirection.Set`,
/// `VerticalDirection.Set`, `Edge.Corner.Set`). Those sets are generated placeholders whose options
/// read `[]` (Apple's raw values are not in the interface), so the model cannot make the one-member
/// set either: each reports itself and makes the empty set.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension HorizontalDirection.Set {
    /// Not modelled: a use reports itself; makes the empty set.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ direction: HorizontalDirection) {
        ModelProblems.notModelled("HorizontalDirection.Set.init(_:)", "makes the empty set")
        self.init(rawValue: 0)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension VerticalDirection.Set {
    /// Not modelled: a use reports itself; makes the empty set.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ direction: VerticalDirection) {
        ModelProblems.notModelled("VerticalDirection.Set.init(_:)", "makes the empty set")
        self.init(rawValue: 0)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Edge.Corner.Set {
    /// Not modelled: a use reports itself; makes the empty set.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ corner: Edge.Corner) {
        ModelProblems.notModelled("Edge.Corner.Set.init(_:)", "makes the empty set")
        self.init(rawValue: 0)
    }
}
