import Foundation

/// A dynamic property that gives a view a namespace of its own for matched geometry (SwiftUI's
/// `Namespace`): the same ID for as long as the view keeps its identity.
@propertyWrapper
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    nonisolated(unsafe) static var next = 0
    let box: StateBox<ID>

    public init() {
        box = StateBox(initial: {
            Namespace.next += 1
            return ID(value: Namespace.next)
        })
    }

    public var wrappedValue: ID { box.value }
}

/// Which geometry `matchedGeometryEffect` matches (SwiftUI's `MatchedGeometryProperties`).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct MatchedGeometryProperties: OptionSet, Sendable {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public let rawValue: UInt32
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `matchedGeometryEffect(id:in:)`: a view inserted as another with the same id and namespace is
/// removed, in an animated change, moves from that view's frame to its own while the other moves
/// to it (both with their transitions, a cross-fade by default).
struct MatchedGeometryModifier: ViewModifier, BuiltinModifier {
    let id: AnyHashable
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.animation.matchedGeometry = id
        return unit
    }
}

extension View {
    /// Geometry is matched by whole frames: only `.frame` with `isSource: true` is modelled (the
    /// anchor matters only for partial matches).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                     anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        if properties != .frame || !isSource {
            ModelProblems.notModelled("matchedGeometryEffect(properties:isSource:) other than .frame and a source", "the whole frame is matched")
        }
        return modifier(MatchedGeometryModifier(id: AnyHashable([AnyHashable(namespace), AnyHashable(id)])))
    }
}
