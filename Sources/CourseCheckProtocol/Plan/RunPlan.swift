/// What the harness asks a compiled scenario to do: the settings of the simulated device and the
/// steps to perform. Written as JSON to a file whose path is in `Channel.planVariable`.
public struct RunPlan: Codable, Equatable, Sendable {
    public var platformMajorVersion: Int
    public var localeIdentifier: String
    public var dynamicTypeSize: TextSize
    public var colorScheme: ColorSchemeName
    public var device: Device
    /// The scenario's files, as `#fileID` names them, with their line counts (to find previews).
    public var files: [File]
    public var steps: [Step]
    /// The app's asset catalog (`// asset:` directives).
    public var assets: [Asset]
    /// The simulated network's answers (`// network:` directives).
    public var network: [NetworkRoute]

    public init(platformMajorVersion: Int, localeIdentifier: String, dynamicTypeSize: TextSize, colorScheme: ColorSchemeName, device: Device, files: [File], steps: [Step],
                assets: [Asset] = [], network: [NetworkRoute] = []) {
        self.platformMajorVersion = platformMajorVersion
        self.localeIdentifier = localeIdentifier
        self.dynamicTypeSize = dynamicTypeSize
        self.colorScheme = colorScheme
        self.device = device
        self.files = files
        self.steps = steps
        self.assets = assets
        self.network = network
    }

    public struct File: Codable, Equatable, Sendable {
        public var fileID: String
        public var lines: Int
        public init(fileID: String, lines: Int) {
            self.fileID = fileID
            self.lines = lines
        }
    }

    /// One step of a run, as the scenario's header states it.
    public enum Step: Codable, Hashable, Sendable, CustomStringConvertible {
        /// Build the root view (`ContentView()` unless the header names another) and show it.
        case launch
        /// Tap the button (or link) whose title or accessibility name is `title`.
        case tap(title: String)
        /// Show the `#Preview` with this name (nil: the only unnamed one) as the canvas would.
        case preview(name: String?)
        /// Let simulated time pass.
        case wait(seconds: Double)
        /// Type `text` into the text field whose title is `field` (replacing what it held).
        case type(text: String, field: String)
        /// Run the scenario's `@Test` functions (its files named `…Tests.swift`) with Swift Testing.
        case test

        public var description: String {
            switch self {
            case .launch: "launch"
            case .tap(let title): "tap \"\(title)\""
            case .preview(let name): name.map { "preview \"\($0)\"" } ?? "preview"
            case .wait(let seconds): "wait \(seconds)s"
            case .test: "test"
            case .type(let text, let field): "type \"\(text)\" into \"\(field)\""
            }
        }
    }
}
