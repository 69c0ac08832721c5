import Foundation

/// How a view's content (a text's characters, a symbol) changes in an animated change (SwiftUI's
/// `ContentTransition`). The model draws the new content at once and lists the change, with its
/// transition and animation, in the `animations` section.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(countsDown: true)" : "numericText")
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
struct ContentTransitionModifier: ViewModifier, BuiltinModifier {
    let transition: ContentTransition
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.animation.contentTransition = transition.name
        return unit
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(ContentTransitionModifier(transition: transition))
    }
}

// MARK: - `animation(_:body:)`

/// Where a scoped animation keeps the transaction's animation from outside it, for its content.
private struct OuterAnimationKey {}

/// `animation(_:body:)` (iOS 17): the animation applies to the modifiers in `body`, not to the
/// content they wrap ("Applies the given animation to all animatable values within the body
/// closure", Apple's documentation). The body's units carry a rule that sets the animation; the
/// content's, one that puts back the animation from outside.
struct ScopedAnimationModifier: ViewModifier, BuiltinModifier {
    let animation: Animation?
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let animation = self.animation
        unit.animation.transactionRules.append(TransactionRule { transaction, _, _ in
            var changed = transaction ?? Transaction()
            changed.values[ObjectIdentifier(OuterAnimationKey.self)] = Optional(changed.animation) as Any
            if !changed.disablesAnimations { changed.animation = animation }
            transaction = changed
        })
        return unit
    }
}

/// The content inside `animation(_:body:)`: the animation from outside again.
struct OuterAnimationModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.animation.transactionRules.append(TransactionRule { transaction, _, _ in
            guard var changed = transaction, let outer = changed.values[ObjectIdentifier(OuterAnimationKey.self)] as? Animation? else { return }
            changed.animation = outer
            transaction = changed
        })
        return unit
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let content = PlaceholderContentView<Self>(content: self.modifier(OuterAnimationModifier()))
        return body(content).modifier(ScopedAnimationModifier(animation: animation))
    }
}
