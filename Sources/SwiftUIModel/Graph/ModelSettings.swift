/// Settings of the run that change how the model behaves: the SDK the scenario is "built" with.
/// The host sets them from the scenario's header before any view is made.
public struct ModelSettings: Sendable {
    /// The iOS release whose SDK the scenario is built against (27 by default).
    public var platformMajorVersion: Int = 27

    /// `@State` is a lazily-evaluating macro from the Xcode 27 SDK on; a property wrapper before.
    public var stateMacroIsLazy: Bool { platformMajorVersion >= 27 }

    nonisolated(unsafe) public static var current = ModelSettings()
}
