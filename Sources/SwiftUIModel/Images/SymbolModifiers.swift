import CourseCheckProtocol
import Foundation

/// Variants of a symbol: `.fill`, `.circle`, `.circle.fill`… (SwiftUI's `SymbolVariants`).
public struct SymbolVariants: Hashable, Sendable {
    let isFill: Bool
    let isSlash: Bool
    let shapeName: String?

    /// Whether these variants include `other`'s: its fill, its slash and its shape, if it has them.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func contains(_ other: SymbolVariants) -> Bool { includes(other) }

    /// `contains(_:)` for the model's own uses (which would warn at Apple's availability).
    func includes(_ other: SymbolVariants) -> Bool {
        (!other.isFill || isFill) && (!other.isSlash || isSlash) && (other.shapeName == nil || other.shapeName == shapeName)
    }

    public static let none = SymbolVariants(isFill: false, isSlash: false, shapeName: nil)
    public static let fill = SymbolVariants(isFill: true, isSlash: false, shapeName: nil)
    public static let slash = SymbolVariants(isFill: false, isSlash: true, shapeName: nil)
    public static let circle = SymbolVariants(isFill: false, isSlash: false, shapeName: "circle")
    public static let square = SymbolVariants(isFill: false, isSlash: false, shapeName: "square")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let rectangle = SymbolVariants(isFill: false, isSlash: false, shapeName: "rectangle")

    public var fill: SymbolVariants { SymbolVariants(isFill: true, isSlash: isSlash, shapeName: shapeName) }
    public var slash: SymbolVariants { SymbolVariants(isFill: isFill, isSlash: true, shapeName: shapeName) }
    public var circle: SymbolVariants { SymbolVariants(isFill: isFill, isSlash: isSlash, shapeName: "circle") }
    public var square: SymbolVariants { SymbolVariants(isFill: isFill, isSlash: isSlash, shapeName: "square") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var rectangle: SymbolVariants { SymbolVariants(isFill: isFill, isSlash: isSlash, shapeName: "rectangle") }
}

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image {
    /// The relative size of a symbol against the font (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentTransformModifier { $0.symbolVariants = variant })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.symbolRenderingMode = mode })
    }
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_EnvironmentTransformModifier { $0.imageScale = scale })
    }
}

/// An environment change that the model writes through a closure.
public struct _EnvironmentTransformModifier: ViewModifier, BuiltinModifier {
    let transform: (inout EnvironmentValues) -> Void
    public typealias Body = Never
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        transform(&environment)
        return environment
    }
}

// MARK: - Symbol effects

/// A symbol animation (`.bounce`, `.pulse`…). The model records that it played, and how often.
public protocol SymbolEffect: Sendable {}

/// What an effect can do, as the Symbols framework declares it: marker protocols that do not
/// refine `SymbolEffect` (iOS 26.2 SDK's Symbols interface: `@_marker public protocol
/// DiscreteSymbolEffect`, and `IndefiniteSymbolEffect`, `TransitionSymbolEffect`,
/// `ContentTransitionSymbolEffect`), so SwiftUI's signatures ask for both (`T : DiscreteSymbolEffect,
/// T : SymbolEffect`).
@_marker public protocol DiscreteSymbolEffect {}
@_marker public protocol IndefiniteSymbolEffect {}
@_marker public protocol TransitionSymbolEffect {}
@_marker public protocol ContentTransitionSymbolEffect {}

public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}
// The conformances are the Symbols interface's (`extension Symbols.PulseSymbolEffect :
// Symbols.IndefiniteSymbolEffect`, …).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {}
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }

public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
}

/// `.symbolEffect(_:options:value:)`: "the effect plays whenever the value changes" (the lesson,
/// and Apple's `symbolEffect(_:options:value:)`). The node remembers the last value it saw and
/// counts the changes; the count is reported as `effect="bounce ×N"` on the modified view.
struct SymbolEffectModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    let name: String
    let value: Value
    typealias Body = Never

    final class Record { var last: Value; var plays = 0; init(_ value: Value) { last = value } }

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let key = "symbolEffect.\(name)"
        let record = (context.node.storage[key] as? Record) ?? Record(value)
        context.node.storage[key] = record
        if record.last != value {
            record.last = value
            record.plays += 1
        }
        let node = DisplayNode(kind: "symbolEffect", children: [unit], layout: PassThroughLayout())
        node.attributes = [(Attribute.Name.effect, name), (Attribute.Name.plays, String(record.plays))]
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable {
        let name = String(describing: T.self).replacingOccurrences(of: "SymbolEffect", with: "").lowercased()
        return modifier(SymbolEffectModifier(name: name, value: value))
    }
}
