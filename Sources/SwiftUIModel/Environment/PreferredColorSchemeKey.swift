/// The preference `preferredColorScheme(_:)` sets (Apple's `PreferredColorSchemeKey`): the colour
/// scheme a view asks its presentation for, nil for none. Of several, the first that is not nil
/// wins: OpenSwiftUI's `PreferredColorSchemeKey.reduce` (OpenSwiftUICore, PreferredColorScheme.swift,
/// audited against SwiftUI 6.5.4; commit not recorded), `value = value ?? nextValue()`.
public struct PreferredColorSchemeKey : PreferenceKey {
    public typealias Value = ColorScheme?

    /// No preference.
    public static var defaultValue: ColorScheme? { nil }

    public static func reduce(value: inout PreferredColorSchemeKey.Value, nextValue: () -> PreferredColorSchemeKey.Value) {
        value = value ?? nextValue()
    }
}
