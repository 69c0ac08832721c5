import CourseCheckProtocol
import Foundation

/// A scenario: one question of a lesson, its code exactly as the lesson shows it, and how to run it.
public struct Scenario: Sendable, Hashable {
    /// `46-smaller-views/E1-equatable` — the path under `lessons/` without `.swift`.
    public var id: String
    /// The lesson folder, e.g. `46-smaller-views`.
    public var lesson: String
    /// The question's name inside the lesson, e.g. `E1-equatable`.
    public var question: String
    /// The file or folder it came from, relative to the package root.
    public var path: String
    public var files: [SourceFile]
    public var header: Header
    /// The runs to make: one per variant, or the single default run.
    public var runs: [RunSettings]

    public struct SourceFile: Sendable, Hashable {
        /// The file's name as the compiler sees it (`ContentView.swift`).
        public var name: String
        /// Path relative to the package root, for messages.
        public var path: String
        public var contents: String
        public var lineCount: Int { contents.split(separator: "\n", omittingEmptySubsequences: false).count }
        /// Files named `…Tests.swift` belong to the scenario's test target (`@testable import Probe`).
        public var isTest: Bool { name.hasSuffix("Tests.swift") }
    }

    /// The scenario as one run compiles it: only the files its `files:` directive names.
    public func forRun(_ settings: RunSettings) -> Scenario {
        guard let names = settings.files else { return self }
        var copy = self
        copy.files = files.filter { names.contains($0.name) }
        return copy
    }

    public static func == (a: Scenario, b: Scenario) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What the header says about the scenario as a whole.
public struct Header: Sendable, Hashable {
    public var title: String = ""
    public var question: String = ""
    public var claims: [String] = []
    public var source: String = ""
    public var notes: [String] = []
    /// Sources shared with other scenarios of the lesson (`// with: _trips`), relative to it.
    public var sharedSources: [String] = []
}

/// Everything that decides one run of a scenario: compiler settings, device and steps.
public struct RunSettings: Sendable, Hashable {
    /// "default" when the scenario has no variants.
    public var variant: String = "default"
    public var compile: CompilerSettings = .app
    public var mode: RunMode = .app
    /// The iOS release the app is built for (`// platform: iOS 26`).
    public var platformMajorVersion: Int = PlatformRelease.current.majorVersion
    public var device: String = "iPhone 17"
    public var locale: String = "en_US"
    public var textSize: String = "L"
    public var colorScheme: String = "light"
    /// The expression the app shows at launch.
    public var root: String = "ContentView()"
    public var steps: [RunPlan.Step] = []
    public var timeoutSeconds: Double = 20
    public var implicitImports: [String] = []
    /// The app's asset catalog (`// asset:`), as declared.
    public var assets: [AssetDeclaration] = []
    /// The same, with each file's pixel size read (filled in by the loader).
    public var resolvedAssets: [RunPlan.Asset] = []
    /// The simulated network's answers (`// network:`).
    public var network: [RunPlan.NetworkRoute] = []
    /// The folder's files this run compiles (`// files:`), in the folder's order; nil: all of them.
    /// Lets one folder hold a tutorial step's successive listings of the same file, one per variant.
    public var files: [String]?

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

    public var flags: [String] {
        switch self {
        case .app:
            ["-swift-version", "6", "-default-isolation", "MainActor",
             "-enable-upcoming-feature", "InferIsolatedConformances",
             "-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
        case .package:
            ["-swift-version", "6"]
        }
    }
}

public enum RunMode: String, Sendable, Hashable {
    /// SwiftUI app: a generated `@main` shows `root` and performs the steps.
    case app
    /// Top-level code: the scenario's file is the program's `main.swift`.
    case script
}
