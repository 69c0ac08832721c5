import Foundation
@testable import SwiftUIModel
import Testing

@available(*, deprecated, message: "tests API whose availability is data")
private struct Paused: AnimationStateKey {
    static var defaultValue: Bool { false }
}

struct AnimationContextTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func stateKeepsAValuePerKey() {
        var state = AnimationState<Double>()
        #expect(state[Paused.self] == false)
        state[Paused.self] = true
        #expect(state[Paused.self] == true)
    }

    @available(*, deprecated, message: "tests API whose availability is data")

    @Test func withStateKeepsTheEnvironmentAndCompletion() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        var state = AnimationState<CGFloat>()
        state[Paused.self] = true
        var context = AnimationContext<Double>(environment: environment)
        context.isLogicallyComplete = true
        let other = context.withState(state)
        #expect(other.state[Paused.self] == true)
        #expect(other.isLogicallyComplete)
        #expect(other.environment.colorScheme == .dark)
        #expect(context.state[Paused.self] == false)
    }
}
