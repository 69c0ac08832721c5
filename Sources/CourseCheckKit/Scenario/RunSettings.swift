import CourseCheckProtocol
import Foundation

/// Everything that decides one run of a scenario: compiler settings, device and steps.
public struct RunSettings: Sendable, Hashable {
    /// "default" when the scenario has no variants.
    public var variant: String = "default"
    public var compile: CompilerSettings = .app
    public var mode: RunMode = .app
    /// The iOS release the app is built for (`// platform: iOS 26`).
    public var platformMajorVersion: Int = PlatformRelease.current.majorVersion
    public var device: DeviceModel = .standard
    public var locale: String = "en_US"
    public var textSize: TextSize = .L
    public var colorScheme: ColorSchemeName = .light
    /// The expression the app shows at launch.
    public var root: String = "ContentView()"
    /// The header's line that sets `root` (nil: the default), where the compiler's complaints about
    /// it are reported.
    public var rootLine: Int?
    public var steps: [RunPlan.Step] = []
    public var timeoutSeconds: Double = 20
    public var implicitImports: [String] = []
    /// The app's asset catalog (`// asset:`), as declared.
    public var assets: [AssetDeclaration] = []
    /// The same, with each file's pixel size read (filled in by the loader).
    public var resolvedAssets: [RunPlan.Asset] = []
    /// The simulated network's answers (`// network:`).
    public var network: [RunPlan.NetworkRoute] = []
    /// The app's user defaults before launch (`// defaults: key = value`).
    public var defaults: [RunPlan.DefaultsEntry] = []
    /// The accessibility settings that are on (`// accessibility:`).
    public var accessibility: [AccessibilitySetting] = []
    /// The folder's files this run compiles (`// files:`), in the folder's order; nil: all of them.
    /// Lets one folder hold a tutorial step's successive listings of the same file, one per variant.
    public var files: [String]?
    /// The header's line that sets `files`, and each asset's, for messages.
    public var filesLine: Int?
    public var assetLines: [String: Int] = [:]

    /// The steps as performed: `launch` first unless the steps start with a preview or a test run.
    public var effectiveSteps: [RunPlan.Step] {
        if case .preview = steps.first { return steps }
        if steps.first == .launch || steps.first == .test { return steps }
        return [.launch] + steps
    }

    /// The release as the model kit is keyed and compiled.
    public var platform: PlatformRelease { PlatformRelease(platformMajorVersion) }

    /// A test run builds the scenario's tests against its app module instead of the app itself.
    public var runsTests: Bool { steps.contains(.test) }

}

/// The compiler settings a lesson's code was built with.
public enum CompilerSettings: String, Sendable, Hashable, CaseIterable {
    /// A new Xcode 27 app: Swift 6, main-actor isolation by default, approachable concurrency.
    case app
    /// A Swift 6 package (and the course's Trips project): nothing isolated by default.
    case package

    /// The flags of the build each stands for, in its Debug configuration, which is what Run (⌘R)
    /// and the canvas build: Xcode's Debug configuration of a new app sets
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG` and `ENABLE_TESTABILITY = YES`; SwiftPM's debug
    /// build passes `-DSWIFT_PACKAGE -DDEBUG -enable-testing` (seen with `swift build -v`; its
    /// documentation, "Using build configurations", lists `-Onone -g -enable-testing`). So course
    /// code's `#if DEBUG` sample data is compiled in, as in Xcode. (docs/FACTS.md, "Builds")
    public var flags: [String] {
        switch self {
        case .app:
            ["-swift-version", "6", "-default-isolation", "MainActor",
             "-enable-upcoming-feature", "InferIsolatedConformances",
             "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
             "-D", "DEBUG", "-enable-testing"]
        case .package:
            ["-swift-version", "6", "-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-enable-testing"]
        }
    }
}

public enum RunMode: String, Sendable, Hashable {
    /// SwiftUI app: a generated `@main` shows `root` and performs the steps.
    case app
    /// Top-level code: the scenario's file is the program's `main.swift`.
    case script
}
