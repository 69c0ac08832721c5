import CourseCheckProtocol
import Foundation

/// The colour the picture of the screen paints a style in, from the one table of system colours
/// the model uses too (`SystemColors`, with its sources).
enum ScreenPalette {
    /// The colour and opacity of a style as the model names it: `red`, `#4A6F8C`,
    /// `yellow 50%` (a style at a lower strength), `.red` (a leading dot is ignored); the label
    /// levels keep their own opacity (`secondary` is #3C3C43 at 60 %). An unknown style is a
    /// middle grey, so it still shows.
    static func color(_ style: String) -> (hex: String, opacity: Double) {
        var name = style.trimmingCharacters(in: .whitespaces)
        var opacity = 1.0
        if let space = name.lastIndex(of: " "), name.hasSuffix("%"),
           let percent = Double(name[name.index(after: space)...].dropLast()) {
            opacity = percent / 100
            name = String(name[..<space])
        }
        if name.hasPrefix(".") { name.removeFirst() }
        if name.hasPrefix("#"), name.count == 7 { return (name.uppercased(), opacity) }
        guard let value = SystemColors.light[name] else { return ("#808080", opacity) }
        return (value.hex, opacity * value.opacity)
    }
}
