import Foundation

extension Color {
    /// A SwiftUI colour from a UIKit colour: the system colours keep their names (`.systemBlue` is
    /// `.blue`), others their components.
    public init(uiColor: UIColor) {
        self.init(name: uiColor._name)
        opacityValue = Double(uiColor._alpha)
        baseOpacity = opacityValue
        madeFrom = "Color(uiColor:)"
    }

    public init(_ color: UIColor) { self.init(uiColor: color) }
}

extension Color {
    /// A SwiftUI colour from a Core Graphics colour's components: red, green, blue and alpha, or
    /// gray and alpha (the model's `CGColor` is sRGB only).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(cgColor: CGColor) { self.init(components: cgColor) }

    /// `init(cgColor:)`'s work, for the model's own uses (which its availability data would warn).
    init(components cgColor: CGColor) {
        switch cgColor.components ?? [] {
        case let parts where parts.count == 4:
            self.init(red: Double(parts[0]), green: Double(parts[1]), blue: Double(parts[2]), opacity: Double(parts[3]))
        case let parts where parts.count == 2:
            self.init(white: Double(parts[0]), opacity: Double(parts[1]))
        default:
            ModelProblems.notModelled("Color(cgColor:)", "a colour without sRGB or gray components is clear")
            self = .clear
        }
        madeFrom = "Color(cgColor:)"
    }
}

extension Color {
    /// A colour from a Core Graphics colour, as `init(cgColor:)` makes it (Apple's older spelling).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 100000.0) Use Color(cgColor:) when converting a CGColor, or create a standard Color directly")
    public init(_ cgColor: CGColor) { self.init(components: cgColor) }
}
