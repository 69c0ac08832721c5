import CourseCheckProtocol

// The environment values an app reads from Settings ▸ Accessibility, with Apple's names, types and
// availability (the iOS SDK's `SwiftUI.swiftinterface`): each public one is read-only, with an
// underscored setter, as Apple declares it. Their defaults are false, as OpenSwiftUI's keys'
// (`AccessibilityEnvironment.swift`); the host sets the root's from the run's settings
// (`// accessibility:`, `RunPlan.accessibility`).

struct AccessibilityFlagsKey: EnvironmentKey {
    static var defaultValue: Set<AccessibilitySetting> { [] }
}
struct AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { nil } }

/// The weight text is drawn in, bolder under Bold Text (Apple's `LegibilityWeight`).
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// Whether Increase Contrast is on (Apple's `ColorSchemeContrast`).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

extension EnvironmentValues {
    /// The run's accessibility settings that are on.
    var accessibilitySettings: Set<AccessibilitySetting> {
        get { self[AccessibilityFlagsKey.self] }
        set { self[AccessibilityFlagsKey.self] = newValue }
    }

    private func isOn(_ setting: AccessibilitySetting) -> Bool { accessibilitySettings.contains(setting) }

    private mutating func set(_ setting: AccessibilitySetting, _ on: Bool) {
        if on { accessibilitySettings.insert(setting) } else { accessibilitySettings.remove(setting) }
    }

    /// Differentiate Without Colour: "UI should not convey information using color alone".
    public var accessibilityDifferentiateWithoutColor: Bool { isOn(.differentiateWithoutColor) }
    public var _accessibilityDifferentiateWithoutColor: Bool {
        get { isOn(.differentiateWithoutColor) }
        set { set(.differentiateWithoutColor, newValue) }
    }

    /// Reduce Transparency: "UI (mainly window) backgrounds should not be semi-transparent".
    public var accessibilityReduceTransparency: Bool { isOn(.reduceTransparency) }
    public var _accessibilityReduceTransparency: Bool {
        get { isOn(.reduceTransparency) }
        set { set(.reduceTransparency, newValue) }
    }

    /// Reduce Motion: "UI should avoid large animations, especially those that simulate the third
    /// dimension".
    public var accessibilityReduceMotion: Bool { isOn(.reduceMotion) }
    public var _accessibilityReduceMotion: Bool {
        get { isOn(.reduceMotion) }
        set { set(.reduceMotion, newValue) }
    }

    /// Smart Invert: the display is inverted.
    public var accessibilityInvertColors: Bool { isOn(.invertColors) }
    public var _accessibilityInvertColors: Bool {
        get { isOn(.invertColors) }
        set { set(.invertColors, newValue) }
    }

    /// Button Shapes (iOS 14).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var accessibilityShowButtonShapes: Bool { isOn(.buttonShapes) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var _accessibilityShowButtonShapes: Bool {
        get { isOn(.buttonShapes) }
        set { set(.buttonShapes, newValue) }
    }

    /// Whether VoiceOver is on (iOS 15): "indicates whether the VoiceOver screen reader is in use".
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var accessibilityVoiceOverEnabled: Bool { isOn(.voiceOver) }

    /// Whether Switch Control is on (iOS 15); the model has no Switch Control: false.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var accessibilitySwitchControlEnabled: Bool { false }

    /// Whether the large content viewer is on (iOS 15); the model has none: false.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var accessibilityLargeContentViewerEnabled: Bool { false }

    /// Dim Flashing Lights and animated images (iOS 17); the model keeps Apple's defaults: the
    /// first off, the second on (no source for the defaults; Settings ships them so).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var accessibilityDimFlashingLights: Bool { false }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var accessibilityPlayAnimatedImages: Bool { true }

    /// Whether an assistive technology is on: VoiceOver, in the model.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] || isOn(.voiceOver) }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Bold Text: "The font weight to apply to text", `.bold` under Bold Text. A window's is
    /// `.regular` or `.bold` (UIKit's trait collection, which OpenSwiftUI's
    /// `UIKitEnvironment.swift` bridges); a bare environment's is nil.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Increase Contrast: `.increased` when it is on.
    public var colorSchemeContrast: ColorSchemeContrast { isOn(.increaseContrast) ? .increased : .standard }
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { colorSchemeContrast }
        set { set(.increaseContrast, newValue == .increased) }
    }
}
