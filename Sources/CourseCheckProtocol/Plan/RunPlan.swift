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
    /// The mangled names of the `PreviewProvider` types the scenario's files declare at the top
    /// level (found in the source, as Xcode finds them), for `preview` steps.
    public var previewProviders: [String]
    /// The app's user defaults before launch (`// defaults: key = value` directives).
    public var defaults: [DefaultsEntry] = []
    /// The accessibility settings the run turns on (`// accessibility:`).
    public var accessibility: [AccessibilitySetting] = []

    public init(platformMajorVersion: Int, localeIdentifier: String, dynamicTypeSize: TextSize, colorScheme: ColorSchemeName, device: Device, files: [File], steps: [Step],
                assets: [Asset] = [], network: [NetworkRoute] = [], previewProviders: [String] = []) {
        self.platformMajorVersion = platformMajorVersion
        self.localeIdentifier = localeIdentifier
        self.dynamicTypeSize = dynamicTypeSize
        self.colorScheme = colorScheme
        self.device = device
        self.files = files
        self.steps = steps
        self.assets = assets
        self.network = network
        self.previewProviders = previewProviders
    }

    /// One preset user default: a Bool, an Int, a Double or a String, as written.
    public struct DefaultsEntry: Codable, Hashable, Sendable {
        public enum Value: Codable, Hashable, Sendable {
            case bool(Bool), int(Int), double(Double), string(String)
        }
        public var key: String
        public var value: Value
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
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
        /// Tap the navigation bar's back button.
        case back
        /// Swipe the front sheet down.
        case dismiss
        /// Choose the option titled `option` in the picker titled `picker`.
        case select(option: String, picker: String)
        /// Set the slider titled `control` to `value`.
        case set(control: String, value: Double)
        /// Tap the + or − half of the stepper titled `stepper`.
        case increment(stepper: String)
        case decrement(stepper: String)
        /// Swipe the list row titled `row` towards an edge (`left` reveals its trailing actions).
        case swipe(row: String, direction: SwipeDirection)
        /// Delete the list row titled `row` (its `onDelete`, or its destructive swipe action).
        case delete(row: String)
        /// Drag the list row titled `row` to position `position` (1 is the first).
        case move(row: String, position: Int)
        /// Type `text` into the search field.
        case search(text: String)
        /// Press return in the text field titled `field`.
        case submit(field: String)
        /// Pull the front list or scroll view down to refresh it.
        case refresh
        /// Tap the tab titled `title` in the tab bar.
        case tapTab(title: String)
        /// Choose the day `date` (`YYYY-MM-DD`) in the date picker titled `picker`.
        case chooseDate(date: String, picker: String)
        /// Touches for gestures (`Gestures/TouchInput` in the model): taps `count` times on the
        /// target (`tap at X,Y`, `double tap "…"`).
        case touchTap(target: TouchTarget, count: Int)
        /// Presses the target for `seconds` on the run's clock.
        case longPress(target: TouchTarget, seconds: Double)
        /// Drags from the target by `dx`, `dy` points over `seconds`, after holding still for `hold`
        /// seconds (a press before the drag: a long press sequenced before a drag).
        case drag(target: TouchTarget, dx: Double, dy: Double, seconds: Double, hold: Double = 0)
        /// Pinches the target with two fingers until their spread is `scale` times what it was.
        case pinch(target: TouchTarget, scale: Double)
        /// Turns two fingers on the target by `degrees` (clockwise on the screen).
        case rotate(target: TouchTarget, degrees: Double)
        /// Send the app to the background (the scene goes inactive, then background).
        case background
        /// Bring the app back to the foreground (inactive, then active).
        case foreground
        /// The system opens `url` in the app (a link or a custom scheme): `onOpenURL` gets it.
        case openURL(url: String)
        /// VoiceOver's double tap on the element labelled `element`: its default action.
        case activate(element: String)
        /// VoiceOver's swipe up (`increment`) or down on the adjustable element labelled `element`.
        case adjust(element: String, direction: AdjustDirection)
        /// The custom action named `name` of the element labelled `element` (the actions rotor).
        case accessibilityAction(name: String, element: String)
        /// VoiceOver's escape gesture (a two-finger scrub).
        case escape
        /// VoiceOver's magic tap (a two-finger double tap).
        case magicTap

        public var description: String {
            switch self {
            case .launch: "launch"
            case .tap(let title): "tap \"\(title)\""
            case .preview(let name): name.map { "preview \"\($0)\"" } ?? "preview"
            case .wait(let seconds): "wait \(seconds)s"
            case .test: "test"
            case .type(let text, let field): "type \"\(text)\" into \"\(field)\""
            case .back: "back"
            case .dismiss: "dismiss"
            case .select(let option, let picker): "select \"\(option)\" in \"\(picker)\""
            case .set(let control, let value): "set \"\(control)\" to \(ReportNumber.format(value))"
            case .increment(let stepper): "increment \"\(stepper)\""
            case .decrement(let stepper): "decrement \"\(stepper)\""
            case .swipe(let row, let direction): "swipe \"\(row)\" \(direction.rawValue)"
            case .delete(let row): "delete \"\(row)\""
            case .move(let row, let position): "move \"\(row)\" to \(position)"
            case .search(let text): "search \"\(text)\""
            case .submit(let field): "submit \"\(field)\""
            case .refresh: "refresh"
            case .tapTab(let title): "tap tab \"\(title)\""
            case .chooseDate(let date, let picker): "choose date \"\(date)\" in \"\(picker)\""
            case .touchTap(let target, let count): count == 2 ? "double tap \(target)" : count == 1 ? "tap \(target)" : "tap \(target) \(count) times at once"
            case .longPress(let target, let seconds): "long press \(target) for \(seconds)s"
            case .drag(let target, let dx, let dy, let seconds, let hold):
                "drag \(target) by \(ReportNumber.format(dx)),\(ReportNumber.format(dy)) over \(seconds)s" + (hold > 0 ? " after holding \(hold)s" : "")
            case .pinch(let target, let scale): "pinch \(target) to \(ReportNumber.format(scale))x"
            case .rotate(let target, let degrees): "rotate \(target) by \(ReportNumber.format(degrees))°"
            case .background: "background"
            case .foreground: "foreground"
            case .openURL(let url): "open url \"\(url)\""
            case .activate(let element): "activate \"\(element)\""
            case .adjust(let element, let direction): "adjust \"\(element)\" \(direction.rawValue)"
            case .accessibilityAction(let name, let element): "action \"\(name)\" on \"\(element)\""
            case .escape: "escape"
            case .magicTap: "magic tap"
            }
        }
    }

    /// What a touch step touches: the centre of the view with that title or text, or a point.
    public enum TouchTarget: Codable, Hashable, Sendable, CustomStringConvertible {
        case view(String)
        case point(x: Double, y: Double)

        public var description: String {
            switch self {
            case .view(let title): "\"\(title)\""
            case .point(let x, let y): "at \(ReportNumber.format(x)),\(ReportNumber.format(y))"
            }
        }
    }

    /// Which way VoiceOver adjusts an element: a swipe `up` increments, `down` decrements.
    public enum AdjustDirection: String, Codable, Hashable, Sendable {
        case up, down
    }

    /// Which way a row is swiped: `left` uncovers its trailing edge, `right` its leading one.
    public enum SwipeDirection: String, Codable, Hashable, Sendable {
        case left, right
    }
}
