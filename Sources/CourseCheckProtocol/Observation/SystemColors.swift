/// The system's named colours in the light appearance, one table for the model and the harness:
/// the model's UIKit reads a colour's components from it (`UIColor.cgColor`), and the harness
/// paints the picture of the screen with it (`ScreenPalette`). A colour is sRGB and an opacity:
/// the label levels are one grey at falling strengths, as UIKit defines them.
///
/// Sources:
/// - the colours by hue: OpenSwiftUI's `DefaultSystemColorDefinition_PhoneTV` (github.com/
///   OpenSwiftUIProject/OpenSwiftUI, commit 069dd80), the values before iOS 26, which Apple's
///   HIG ("Color", before 2025) listed too. iOS 26's HIG gives new ones (red 255,56,60, blue
///   0,136,255, …); the model keeps the older set until a measurement of iOS 27 says which it shows.
/// - the label levels (`secondary` rgb(60,60,67) at 60 %, `tertiary` 30 %, `quaternary` 18 %) and
///   the separator (rgb(60,60,67) at 29 %): OpenSwiftUI, as above (its divider's colour).
/// - the system greys and backgrounds: Apple's HIG, "Color" (iOS dynamic system colors); SwiftUI's
///   default background style (`background`) is `systemBackground`.
/// - `quinary` and the materials: no source found; the picture's own approximations (a material
///   as the grey it blurs to over white), marked as such below.
public enum SystemColors {
    public struct Value: Equatable, Sendable {
        public var red: Int, green: Int, blue: Int
        public var opacity: Double

        public init(_ hex: String, opacity: Double = 1) {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            red = (value >> 16) & 0xFF
            green = (value >> 8) & 0xFF
            blue = value & 0xFF
            self.opacity = opacity
        }

        /// `#3C3C43`.
        public var hex: String {
            "#" + [red, green, blue].map { component in
                let digits = String(component, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
        }
    }

    static let label = "#3C3C43"

    /// By the names the model reports (SwiftUI's: `red`, `secondary`) and UIKit's (`systemGray2`,
    /// `secondaryLabel`).
    public static let light: [String: Value] = [
        "black": Value("#000000"), "white": Value("#FFFFFF"), "clear": Value("#000000", opacity: 0),
        "red": Value("#FF3B30"), "orange": Value("#FF9500"), "yellow": Value("#FFCC00"), "green": Value("#34C759"),
        "mint": Value("#00C7BE"), "teal": Value("#30B0C7"), "cyan": Value("#32ADE6"), "blue": Value("#007AFF"),
        "indigo": Value("#5856D6"), "purple": Value("#AF52DE"), "pink": Value("#FF2D55"), "brown": Value("#A2845E"),
        "gray": Value("#8E8E93"),
        "accentColor": Value("#007AFF"), "tint": Value("#007AFF"),
        // The label levels.
        "primary": Value("#000000"), "label": Value("#000000"),
        "secondary": Value(label, opacity: 0.6), "secondaryLabel": Value(label, opacity: 0.6),
        "tertiary": Value(label, opacity: 0.3), "tertiaryLabel": Value(label, opacity: 0.3),
        "quaternary": Value(label, opacity: 0.18), "quaternaryLabel": Value(label, opacity: 0.18),
        "separator": Value(label, opacity: 0.29),
        // The overlay fill (`ShapeStyle.fill`): systemFill, rgb(120,120,128) at 20 % (OpenSwiftUI's
        // `primaryFill`, as above).
        "fill": Value("#787880", opacity: 0.2),
        // No source found: the picture's approximation.
        "quinary": Value("#F2F2F2"),
        // Greys and backgrounds.
        "systemGray2": Value("#AEAEB2"), "systemGray3": Value("#C7C7CC"), "systemGray4": Value("#D1D1D6"),
        "systemGray5": Value("#E5E5EA"), "systemGray6": Value("#F2F2F7"),
        "systemBackground": Value("#FFFFFF"), "background": Value("#FFFFFF"), "secondarySystemBackground": Value("#F2F2F7"),
        "tertiarySystemBackground": Value("#FFFFFF"), "systemGroupedBackground": Value("#F2F2F7"),
        "secondarySystemGroupedBackground": Value("#FFFFFF"),
        // No source found: materials drawn as the grey they blur to over white.
        "ultraThinMaterial": Value("#F4F4F4"), "thinMaterial": Value("#EFEFEF"), "regularMaterial": Value("#EAEAEA"),
        "thickMaterial": Value("#E5E5E5"), "ultraThickMaterial": Value("#E0E0E0"), "bar": Value("#F7F7F7"),
    ]
}
