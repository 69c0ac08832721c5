import CourseCheckProtocol
import Foundation

// Settings controls read from the environment: whether they are enabled, their size and tint,
// whether their labels show, and how text fields take input.

struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
struct TintKey: EnvironmentKey { static var defaultValue: String? { nil } }
struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct SubmitLabelKey: EnvironmentKey { static var defaultValue: SubmitLabel? { nil } }
struct KeyboardTypeKey: EnvironmentKey { static var defaultValue: String? { nil } }
struct AutocapitalizationKey: EnvironmentKey { static var defaultValue: String? { nil } }
struct AutocorrectionDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [SubmitTriggers: @MainActor () -> Void] { [:] } }

extension EnvironmentValues {
    /// False under `disabled(true)`: controls draw dimmed and do nothing when tapped.
    public internal(set) var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// The tint's style name (`tint(_:)`), nil for the accent colour.
    var tintName: String? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
    var submitLabel: SubmitLabel? {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
    var keyboardTypeName: String? {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
    var autocapitalizationName: String? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    /// The `onSubmit` actions in force, by trigger (the nearest one wins, outer ones also run).
    var submitActions: [SubmitTriggers: @MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

/// The size of controls (Apple's `ControlSize`).
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The return key's label (Apple's `SubmitLabel`).
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

/// What submits (Apple's `SubmitTriggers`): a text field's return key, or a search.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public typealias RawValue = Int
    public let rawValue: SubmitTriggers.RawValue
    public init(rawValue: SubmitTriggers.RawValue) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The keyboard a text field asks for (UIKit's `UIKeyboardType`, as SwiftUI takes it).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalizes what is typed (Apple's `TextInputAutocapitalization`).
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct TextInputAutocapitalization: Sendable {
    let name: String
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var never: TextInputAutocapitalization { .init(name: "never") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var words: TextInputAutocapitalization { .init(name: "words") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var sentences: TextInputAutocapitalization { .init(name: "sentences") }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var characters: TextInputAutocapitalization { .init(name: "characters") }
}

/// UIKit's older capitalization type, for `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// Disables the controls below: they draw dimmed and taps do nothing (Apple's `disabled(_:)`:
    /// a disabled ancestor disables every control below it).
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentTransformModifier { if disabled { $0.isEnabled = false } })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// The tint controls below use instead of the accent colour.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.tintName = tint.map { styleName($0) } })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.tintName = tint?.styleName })
    }

    /// Hides the labels of the controls below (they still name them for VoiceOver).
    public func labelsHidden() -> some View {
        modifier(_EnvironmentTransformModifier { $0.labelsHidden = true })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(_EnvironmentTransformModifier { $0.submitLabel = submitLabel })
    }

    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(_EnvironmentTransformModifier { $0.keyboardTypeName = "\(type)" })
    }

    /// Not modelled: says what a text field below holds, for the system's autofill, which the
    /// model's device does not have; the run reports it.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        ModelProblems.notModelled("View.textContentType(_:)", "the model has no autofill: the content type changes nothing")
        return self
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.autocapitalizationName = autocapitalization?.name })
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) use textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        modifier(_EnvironmentTransformModifier { $0.autocapitalizationName = "\(style)" })
    }

    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Runs `action` when a text field below (or a search field, with `.search`) is submitted.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_EnvironmentTransformModifier { environment in
            for trigger in [SubmitTriggers.text, .search] where triggers.contains(trigger) {
                let outer = environment.submitActions[trigger]
                environment.submitActions[trigger] = {
                    action()
                    outer?()
                }
            }
        })
    }
}

/// The attributes a text field reports for how it takes input.
@MainActor
enum TextInputAttributes {
    static func of(_ environment: EnvironmentValues) -> [(String, String)] {
        var attributes: [(String, String)] = []
        if let keyboard = environment.keyboardTypeName { attributes.append((Attribute.Name.keyboard, keyboard)) }
        if let label = environment.submitLabel { attributes.append((Attribute.Name.submitLabel, label.name)) }
        if let capitalization = environment.autocapitalizationName { attributes.append((Attribute.Name.capitalization, capitalization)) }
        if environment.autocorrectionDisabled { attributes.append((Attribute.Name.autocorrection, "disabled")) }
        if !environment.isEnabled { attributes.append((Attribute.Name.disabled, "true")) }
        if let style = environment.textFieldStyleName { attributes.append((Attribute.Name.style, style)) }
        return attributes
    }
}
