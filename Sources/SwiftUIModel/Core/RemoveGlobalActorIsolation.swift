/// How Apple's SDK keeps `Shape`, `GeometryEffect` and `ShapeView` from making the types that
/// conform to them main-actor isolated, although they refine the main-actor `View` or
/// `ViewModifier`: they also refine `_RemoveGlobalActorIsolation`, a marker protocol isolated to a
/// global actor nothing ever runs on. Two global actors conflict, so no isolation is inferred from
/// the conformance, and under main-actor default isolation (`compile: app`) `struct Triangle: Shape`
/// is not main-actor isolated: its `Sendable` conformance holds. Declared as in the iOS 26.2
/// SDK's SwiftUICore.swiftinterface (`@globalActor public actor _ImpossibleActor`,
/// `@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation`; docs/SCENARIOS.md,
/// "The language mode").
@globalActor public actor _ImpossibleActor {
    public static let shared = _ImpossibleActor()
}

@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}
