/// The modifier that changes nothing: `content.modifier(EmptyModifier())` is `content`. Like
/// Apple's, a primitive (`Body == Never`): the graph applies it, and applying it leaves every
/// display unit as it is.
public struct EmptyModifier: ViewModifier {
    public typealias Body = Never

    public static let identity = EmptyModifier()

    public init() {}

    /// Never called: a primitive modifier has no body (the default traps, as for every primitive).
    public func body(content: EmptyModifier.Content) -> EmptyModifier.Body {
        fatalError("EmptyModifier is a primitive modifier and has no body")
    }
}

extension EmptyModifier: BuiltinModifier {}
