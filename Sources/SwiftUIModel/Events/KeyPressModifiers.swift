import Foundation

/// Key presses from a hardware keyboard (iOS 17's `onKeyPress`). The model's device has no
/// hardware keyboard and no step presses a key, so the actions never run: each modifier reports
/// itself. `KeyPress.Phases` is a plain option set and behaves.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension KeyPress {
    /// The phases of a key press an action asks for. Apple's raw values are not in the SDK's
    /// interface: the model's options are distinct bits in the interface's order.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public let rawValue: Int
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public init(rawValue: Int) { self.rawValue = rawValue }

        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public static let down = Phases(rawValue: 1 << 0)
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public static let `repeat` = Phases(rawValue: 1 << 1)
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public static let up = Phases(rawValue: 1 << 2)
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public static let all: Phases = [.down, .repeat, .up]

        /// Not modelled: Apple's wording is not in its interface; reads "".
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public var debugDescription: String {
            ModelProblems.notModelled("KeyPress.Phases.debugDescription", "reads \"\"")
            return ""
        }

        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public typealias ArrayLiteralElement = KeyPress.Phases
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public typealias Element = KeyPress.Phases
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public typealias RawValue = Int
    }

    /// Not modelled: no key is ever pressed in the model; reads no phase.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var phase: KeyPress.Phases {
        ModelProblems.notModelled("KeyPress.phase", "reads []")
        return []
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
enum KeyPresses {
    static func report(_ api: String) {
        ModelProblems.notModelled(api, "the model's device has no hardware keyboard: the action never runs")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension View {
    /// Not modelled: the model's device has no hardware keyboard; the action never runs.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPresses.report("View.onKeyPress(_:phases:action:)")
        return self
    }

    /// Not modelled: the model's device has no hardware keyboard; the action never runs.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPresses.report("View.onKeyPress(characters:phases:action:)")
        return self
    }

    /// Not modelled: the model's device has no hardware keyboard; the action never runs.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPresses.report("View.onKeyPress(phases:action:)")
        return self
    }

    /// Not modelled: the model's device has no hardware keyboard; the action never runs.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPresses.report("View.onKeyPress(keys:phases:action:)")
        return self
    }
}
