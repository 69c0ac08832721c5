import Foundation

// The environment values the model knows, with SwiftUI's defaults. The host overrides the root's
// from the scenario's device, locale and text size.

struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "") } }
struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

extension EnvironmentValues {
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
