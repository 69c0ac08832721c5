import Foundation

// iOS 26's formatting definitions for rich text editing (`AttributedTextFormattingDefinition`,
// `AttributedTextValueConstraint` and the types `AttributedTextFormatting` holds), declared with
// the shapes of the iOS 26.2 SDK's SwiftUICore interface. They describe what a rich `TextEditor`
// lets its user apply; the model has no rich TextEditor, so nothing applies a definition: the
// definitions are values, their builder builds them, and each use that would constrain text
// reports itself (`constrain(_:)` on a string or a container is generated, `Surface/Generated`).
//
// Not declared: the builder's `buildEither` and `_ConditionalContent`'s conformance (the model's
// `_ConditionalContent` has `Body = Never` for every use, and a definition's Body must be a
// definition), so `if`/`else` in a definition's body does not compile here; and the
// `_makeDefinition` requirement of Apple's protocol (underscored, for SwiftUI's own use).

/// What a rich text editor lets its user apply to its text: a scope of attributes and the
/// constraints its `body` lists.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public protocol AttributedTextFormattingDefinition<Scope> {
    associatedtype Body : AttributedTextFormattingDefinition
    associatedtype Scope : AttributeScope where Self.Scope == Self.Body.Scope
    @AttributedTextFormatting.DefinitionBuilder<Self.Scope> var body: Self.Body { get }
}

/// A constraint on one attribute's values.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public protocol AttributedTextValueConstraint : Hashable, Sendable, AttributedTextFormattingDefinition {
    associatedtype AttributeKey : AttributedStringKey where Self.AttributeKey.Value : Sendable
    func constrain(_ container: inout Self.Attributes)
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributedTextValueConstraint {
    /// A constraint is its own definition.
    public var body: Self { self }

    public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Self.Scope, Self.AttributeKey>
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributedTextFormattingDefinition {
    public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributedTextFormatting {
    /// Builds a definition from the definitions a `body` lists, as SwiftUI's builder does.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @resultBuilder
    public struct DefinitionBuilder<Scope> {
        public static func buildExpression<D>(_ definition: D) -> D where Scope == D.Scope, D : AttributedTextFormattingDefinition {
            definition
        }

        public static func buildBlock<D>(_ definition: D) -> D where D : AttributedTextFormattingDefinition {
            definition
        }

        public static func buildBlock<S>() -> AttributedTextFormatting.EmptyDefinition<S> where S : AttributeScope {
            .init()
        }

        public static func buildBlock<F, each D>(_ first: F, _ definition: repeat each D) -> AttributedTextFormatting.TupleDefinition<F.Scope, F, repeat each D> where F : AttributedTextFormattingDefinition, repeat each D : AttributedTextFormattingDefinition {
            .init(definition: first, repeat each definition)
        }

        public static func buildLimitedAvailability<D>(_ definition: D) -> AttributedTextFormatting.AnyDefinition<Scope> where Scope == D.Scope, D : AttributedTextFormattingDefinition {
            .init(definition)
        }

        public static func buildIf<D>(_ definition: D?) -> D? where Scope == D.Scope, D : AttributedTextFormattingDefinition {
            definition
        }
    }

    /// No constraint.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct EmptyDefinition<Scope> : AttributedTextFormattingDefinition where Scope : AttributeScope {
        public init() {}
        public var body: AttributedTextFormatting.EmptyDefinition<Scope> { self }
        public typealias Body = AttributedTextFormatting.EmptyDefinition<Scope>
    }

    /// A definition whose type is erased (what `if #available` in a builder makes).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct AnyDefinition<Scope> : AttributedTextFormattingDefinition where Scope : AttributeScope {
        let definition: any AttributedTextFormattingDefinition

        public init<D>(_ definition: D) where Scope == D.Scope, D : AttributedTextFormattingDefinition {
            self.definition = definition
        }

        public var body: AttributedTextFormatting.AnyDefinition<Scope> { self }
        public typealias Body = AttributedTextFormatting.AnyDefinition<Scope>
    }

    /// The definitions a `body` lists, in order.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct TupleDefinition<Scope, each Definition> : AttributedTextFormattingDefinition where Scope : AttributeScope, repeat each Definition : AttributedTextFormattingDefinition {
        let definitions: (repeat each Definition)

        public init(definition: repeat each Definition) {
            definitions = (repeat each definition)
        }

        public var body: AttributedTextFormatting.TupleDefinition<Scope, repeat each Definition> { self }
        public typealias Body = AttributedTextFormatting.TupleDefinition<Scope, repeat each Definition>
    }

    /// An attribute's allowed values, and the value that replaces any other. The model keeps them
    /// (two constraints on the same values are equal); applying one reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct ValueConstraint<Scope, AttributeKey> : AttributedTextValueConstraint where Scope : AttributeScope, AttributeKey : AttributedStringKey, AttributeKey.Value : Sendable {
        let allowedValues: Set<AttributeKey.Value?>
        let defaultValue: AttributeKey.Value?

        public init(for keyPath: KeyPath<Scope, AttributeKey>, values allowedValues: Set<AttributeKey.Value?>, default defaultValue: AttributeKey.Value?) {
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
        }

        public init(for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>, default defaultValue: AttributeKey.Value?) {
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
        }

        /// Not modelled: a use reports itself; the attributes are left as they are.
        public func constrain(_ container: inout AttributedTextFormatting.ValueConstraint<Scope, AttributeKey>.Attributes) {
            ModelProblems.notModelled("AttributedTextFormatting.ValueConstraint.constrain(_:)", "the attributes are left as they are: no constraint is applied")
        }

        public typealias Body = AttributedTextFormatting.ValueConstraint<Scope, AttributeKey>
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Optional : AttributedTextFormattingDefinition where Wrapped : AttributedTextFormattingDefinition {
    /// The wrapped definition, or none.
    public var body: some AttributedTextFormattingDefinition<Wrapped.Scope> {
        map { AttributedTextFormatting.AnyDefinition($0) } ?? AttributedTextFormatting.AnyDefinition(AttributedTextFormatting.EmptyDefinition())
    }
    public typealias Scope = Wrapped.Scope
}
