import Foundation

/// The iOS release a scenario deploys to and runs on (`// platform: iOS 26`). Every scenario is
/// built with the newest SDK the model mirrors (`current`, Xcode 27's); the release decides what
/// the compiler's availability diagnostics say (`AvailabilityWording`, from the model's
/// availability data) and how the model behaves at run time (`ModelSettings.platformMajorVersion`).
/// One build of the model serves every release.
public struct PlatformRelease: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var majorVersion: Int

    public init(_ majorVersion: Int) { self.majorVersion = majorVersion }

    /// SwiftUI's first release (iOS 13, 2019): nothing older can run a SwiftUI scenario.
    public static let floor = 13
    /// The SDK every scenario is built with, and what a scenario without a `platform:` line
    /// targets: a new Xcode 27 app (docs/FACTS.md). The model's `ModelSettings.sdkMajorVersion`
    /// names the same release.
    public static let current = PlatformRelease(27)

    /// The deployment target as the availability data compares it (`27.0`).
    public var deploymentTarget: AvailabilityWording.Version { AvailabilityWording.Version(major: majorVersion) }

    public var description: String { "iOS \(majorVersion)" }
    public static func < (a: PlatformRelease, b: PlatformRelease) -> Bool { a.majorVersion < b.majorVersion }
}
