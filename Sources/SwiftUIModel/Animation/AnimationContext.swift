import Foundation

/// The state a custom animation keeps between its steps (iOS 17's `AnimationState`): a value per
/// key type, the key's default until one is written.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct AnimationState<Value> where Value : VectorArithmetic {
    private var values: [ObjectIdentifier: Any] = [:]

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init() {}

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript<K>(key: K.Type) -> K.Value where K : AnimationStateKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation is given at each step (iOS 17's `AnimationContext`): its state,
/// whether it has said it is logically complete, and the environment of the view that made it.
/// The model does not run custom animations (`Animation.init(_:)` reports itself), so it makes
/// one only for its own tests; what it holds behaves as OpenSwiftUI's does
/// (AnimationContext.swift, commit 3ccd9be: `withState` keeps the environment and
/// `isLogicallyComplete`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct AnimationContext<Value> where Value : VectorArithmetic {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var state: AnimationState<Value>
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var isLogicallyComplete: Bool
    private let viewEnvironment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), environment: EnvironmentValues, isLogicallyComplete: Bool = false) {
        self.state = state
        viewEnvironment = environment
        self.isLogicallyComplete = isLogicallyComplete
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var environment: EnvironmentValues { viewEnvironment }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func withState<T>(_ state: AnimationState<T>) -> AnimationContext<T> where T : VectorArithmetic {
        AnimationContext<T>(state: state, environment: viewEnvironment, isLogicallyComplete: isLogicallyComplete)
    }
}
