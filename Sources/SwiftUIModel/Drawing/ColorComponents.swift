import Foundation

/// The components of a colour made from numbers, as SwiftUI keeps them: red, green and blue in
/// linear extended sRGB and an opacity, each a `Float` (what `Color.Resolved` shows; the model
/// uses this internal twin so that its own code does not name an iOS 17 type).
struct ColorComponents: Hashable, Sendable {
    var linearRed: Float
    var linearGreen: Float
    var linearBlue: Float
    var opacity: Float

    init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float) {
        self.linearRed = linearRed
        self.linearGreen = linearGreen
        self.linearBlue = linearBlue
        self.opacity = opacity
    }

    /// Components given in `colorSpace`: sRGB is made linear by the sRGB transfer function,
    /// linear sRGB is kept, and Display P3 is made linear by the same transfer function and then
    /// moved to sRGB's primaries (`ColorSpaceConversion`). The opacity is kept as given.
    init(colorSpace: Color.RGBColorSpace, red: Float, green: Float, blue: Float, opacity: Float) {
        switch colorSpace {
        case .sRGB:
            self.init(linearRed: ColorSpaceConversion.linear(fromSRGB: red),
                      linearGreen: ColorSpaceConversion.linear(fromSRGB: green),
                      linearBlue: ColorSpaceConversion.linear(fromSRGB: blue), opacity: opacity)
        case .sRGBLinear:
            self.init(linearRed: red, linearGreen: green, linearBlue: blue, opacity: opacity)
        case .displayP3:
            let linear = ColorSpaceConversion.linearSRGB(
                fromLinearDisplayP3: (ColorSpaceConversion.linear(fromSRGB: red),
                                      ColorSpaceConversion.linear(fromSRGB: green),
                                      ColorSpaceConversion.linear(fromSRGB: blue)))
            self.init(linearRed: linear.red, linearGreen: linear.green, linearBlue: linear.blue, opacity: opacity)
        }
    }

    var red: Float { ColorSpaceConversion.sRGB(fromLinear: linearRed) }
    var green: Float { ColorSpaceConversion.sRGB(fromLinear: linearGreen) }
    var blue: Float { ColorSpaceConversion.sRGB(fromLinear: linearBlue) }

    /// The same colour with its opacity multiplied by `factor` (what `Color.opacity(_:)` does to
    /// the colour it resolves: SwiftUI multiplies in `Float`, the factor first).
    func multiplyingOpacity(by factor: Float) -> ColorComponents {
        var copy = self
        copy.opacity = factor * opacity
        return copy
    }

    /// `#RRGGBBAA`: the sRGB components and the opacity, each times 255 plus one half, truncated
    /// (SwiftUI's `Color.Resolved.description`; OpenSwiftUI, commit 069dd80, `ConstantColor.swift`,
    /// and its compatibility tests' expected strings).
    var hexDescription: String {
        String(format: "#%02X%02X%02X%02X",
               Int(red * 255.0 + 0.5), Int(green * 255.0 + 0.5), Int(blue * 255.0 + 0.5), Int(opacity * 255.0 + 0.5))
    }

    /// The `#RRGGBB` name the model reports for the colour (the sRGB components clamped to 0...1,
    /// rounded to bytes; the model's own report format, not SwiftUI's).
    var reportName: String {
        func byte(_ value: Float) -> Int { Int((max(0, min(1, value)) * 255).rounded()) }
        return String(format: "#%02X%02X%02X", byte(red), byte(green), byte(blue))
    }

    /// The report's name with the opacity, as the model reports every colour: `#336699 50%`.
    var styleName: String {
        opacity == 1 ? reportName : "\(reportName) \(Int((Double(opacity) * 100).rounded()))%"
    }
}
