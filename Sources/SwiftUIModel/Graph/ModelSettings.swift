/// Settings of the run that change how the model behaves: the SDK the scenario is "built" with.
/// The host sets them from the scenario's header before any view is made.
public struct ModelSettings: Sendable {
    /// The iOS release whose SDK the scenario is built against. It starts as the release this
    /// build of the model was compiled for (`sdkMajorVersion`), and the host checks that the run
    /// plan asks for that same release: what compiles (`#if IOS_26_OR_LATER`) and how it behaves
    /// at run time come from one release.
    public var platformMajorVersion: Int = ModelSettings.sdkMajorVersion

    /// `@State` is a lazily-evaluating macro from the Xcode 27 SDK on; a property wrapper before.
    public var stateMacroIsLazy: Bool { platformMajorVersion >= 27 }

    nonisolated(unsafe) public static var current = ModelSettings()
}

#if !COURSECHECK_KIT
// The harness compiles each kit for one release, with `-D IOS_<k>_OR_LATER` for every release up
// to it and a generated file declaring `sdkMajorVersion` (CourseCheckKit's `PlatformRelease`).
// SwiftPM's build of the model (its unit tests) has neither; Package.swift defines the conditions
// up to this same release.
extension ModelSettings {
    public static let sdkMajorVersion = 27
}
#endif
