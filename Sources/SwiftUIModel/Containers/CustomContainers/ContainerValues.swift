/// The values a view hands to the container that shows it (iOS 18's container values): written
/// with `containerValue(_:_:)`, declared with `@Entry` in an extension of `ContainerValues`, read by
/// a custom container from each `Subview` (`Subview.containerValues`) or a layout from each
/// `LayoutSubview`.
///
/// Like a tag, they belong to the views of a list: on a group or a `ForEach` a value goes to each
/// of its subviews; the outermost write of a key wins, as it is applied last.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The view's tag (`tag(_:)`, or the id a `ForEach` gives each of its views).
    var tag: AnyHashable?

    init() {}

    /// Takes every value written on `outer` (a view around this one), over this one's.
    mutating func mergeWritten(from outer: ContainerValues) {
        values.merge(outer.values) { _, outer in outer }
        if let tag = outer.tag { self.tag = tag }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public subscript<Key>(key: Key.Type) -> Key.Value where Key : ContainerValueKey {
        get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Storage for `@Entry` properties (the macro expands to this subscript, as it does in
    /// `EnvironmentValues`): the value written, or else the default, evaluated on every read.
    public subscript<K: _EntryKey, V>(key: K.Type, default make: @autoclosure () -> V) -> V {
        get { values[ObjectIdentifier(key)].map { $0 as! V } ?? make() }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func hasTag<V>(_ tag: V) -> Bool where V : Hashable {
        // An optional's `AnyHashable` is its value's, as a picker compares tags (`tag(_:includeOptional:)`).
        self.tag == AnyHashable(tag)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func tag<V>(for type: V.Type) -> V? where V : Hashable {
        tag?.base as? V
    }
}

/// A view's container values, carried on its display units for a layout to read (`LayoutSubview`).
@available(*, deprecated, message: "the model's own use of API whose availability is data")
enum ContainerValuesCarrier: CarriedKey { typealias Value = ContainerValues }

/// `containerValue(_:_:)`: writes one value. Subview resolution applies it to the subviews of the
/// content (`SubviewResolution`); on the screen it also carries the value on each unit.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
struct ContainerValueModifier: ViewModifier, BuiltinModifier {
    let write: (inout ContainerValues) -> Void
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        var values = unit.carried[ContainerValuesCarrier.self] ?? ContainerValues()
        write(&values)
        unit.carried[ContainerValuesCarrier.self] = values
        return unit
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueModifier { $0[keyPath: keyPath] = value })
    }
}

extension LayoutSubview {
    /// The container values written on this subview's view (`containerValue(_:_:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var containerValues: ContainerValues {
        MainActor.assumeIsolated {
            var values = node.firstCarried(ContainerValuesCarrier.self) ?? ContainerValues()
            if values.tag == nil { values.tag = node.firstCarried(TagKey.self) }
            return UncheckedBox(values)
        }.value
    }
}
