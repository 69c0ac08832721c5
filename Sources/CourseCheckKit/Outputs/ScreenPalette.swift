import Foundation

/// The colours the picture of the screen paints SwiftUI's styles in (light appearance).
///
/// Sources: Apple's Human Interface Guidelines, "Color" (the system colours' light values,
/// iOS), and UIKit's semantic colours (`label` and its `secondaryLabel`… levels are black at
/// 100 %, 60 %, 30 % and 18 % opacity on white; `systemGray`…). The picture flattens each
/// level onto white, so it needs no transparency except where a style says `NN%`.
enum ScreenPalette {
    static let named: [String: String] = [
        "primary": "#000000", "secondary": "#8A8A8E", "tertiary": "#C5C5C7", "quaternary": "#E3E3E4",
        "quinary": "#F2F2F2",
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE",
        "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
        "pink": "#FF2D55", "brown": "#A2845E", "gray": "#8E8E93", "black": "#000000", "white": "#FFFFFF",
        "accentColor": "#007AFF", "tint": "#007AFF",
        // Materials, drawn as the grey they blur to over white.
        "ultraThinMaterial": "#F4F4F4", "thinMaterial": "#EFEFEF", "regularMaterial": "#EAEAEA",
        "thickMaterial": "#E5E5E5", "ultraThickMaterial": "#E0E0E0", "bar": "#F7F7F7",
    ]

    /// The colour and opacity of a style as the model names it: `red`, `#4A6F8C`,
    /// `yellow 50%` (a style at a lower strength), `.red` (a leading dot is ignored). An unknown
    /// style is a middle grey, so it still shows.
    static func color(_ style: String) -> (hex: String, opacity: Double) {
        var name = style.trimmingCharacters(in: .whitespaces)
        var opacity = 1.0
        if let space = name.lastIndex(of: " "), name.hasSuffix("%"),
           let percent = Double(name[name.index(after: space)...].dropLast()) {
            opacity = percent / 100
            name = String(name[..<space])
        }
        if name.hasPrefix(".") { name.removeFirst() }
        if name == "clear" { return ("#FFFFFF", 0) }
        if name.hasPrefix("#"), name.count == 7 { return (name.uppercased(), opacity) }
        return (named[name] ?? "#808080", opacity)
    }
}
