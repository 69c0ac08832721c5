import Foundation

/// `@Environment(\.dismiss)`: dismisses the sheet or popover the view is in, or pops it from its
/// navigation stack (Apple's `DismissAction`: "dismisses a modal presentation … or pops the
/// current view from a NavigationStack"); "If the view isn't currently presented, calling this
/// action has no effect" (`callAsFunction()`), docs/FACTS.md.
@MainActor @preconcurrency
public struct DismissAction {
    let token: EnvironmentActionToken
    let action: @MainActor () -> Void

    init(token: EnvironmentActionToken = EnvironmentActionToken(), action: @escaping @MainActor () -> Void) {
        self.token = token
        self.action = action
    }

    public func callAsFunction() { action() }
}

/// Identifies an action the environment carries, so that a view that read it runs again only when
/// a different action arrives, not each time the same one is passed down again.
final class EnvironmentActionToken: @unchecked Sendable {}

/// A value of the environment compared by the identity of what it stands for.
protocol IdentifiedEnvironmentValue {
    var environmentIdentity: ObjectIdentifier { get }
}

extension DismissAction: IdentifiedEnvironmentValue {
    nonisolated var environmentIdentity: ObjectIdentifier { ObjectIdentifier(token) }
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { MainActor.assumeIsolated { DismissAction(token: noAction, action: {}) } }
    static let noAction = EnvironmentActionToken()
}

struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// True in the content of a sheet, cover or popover, and in a view pushed on a navigation
    /// stack (Apple's `isPresented`: "whether the view associated with this environment is
    /// currently presented").
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
