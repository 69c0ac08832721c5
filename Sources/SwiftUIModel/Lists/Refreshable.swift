import Foundation

/// What pull-to-refresh runs (Apple's `RefreshAction`, the environment's `refresh`). A list or
/// scroll view with one can be pulled down; a `refresh` step does that and waits for it.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Lets lists and scroll views below be refreshed (Apple's `refreshable(action:)`: "sets the
    /// refresh value in the view's environment").
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_EnvironmentTransformModifier { $0.refresh = RefreshAction(action: action) })
    }
}
