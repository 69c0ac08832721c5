/// Settings of the run that change how the model behaves: the SDK the scenario is "built" with.
/// The host sets them from the scenario's header before any view is made.
public struct ModelSettings: Sendable {
    /// The iOS release the scenario deploys to and runs on (its `platform:`); the host sets it from
    /// the run plan. What compiles for that release is decided by the harness from the model's
    /// availability data (docs/SCENARIOS.md, "Availability"); how it behaves at run time, here.
    public var platformMajorVersion: Int = ModelSettings.sdkMajorVersion

    /// `@State` is a lazily-evaluating macro from the Xcode 27 SDK on; a property wrapper before.
    public var stateMacroIsLazy: Bool { platformMajorVersion >= 27 }

    nonisolated(unsafe) public static var current = ModelSettings()
}

extension ModelSettings {
    /// The newest release the model mirrors: Xcode 27's iOS 27 SDK, which every scenario is built
    /// with (one build of the model serves every release; docs/ARCHITECTURE.md, "Compiling: the model kit").
    public static let sdkMajorVersion = 27
}
