import Foundation

extension Color {
    /// A colour's concrete components (SwiftUI's `Color.Resolved`, iOS 17): red, green and blue in
    /// linear extended sRGB, and an opacity, each a `Float`. The sRGB components are read through
    /// the sRGB transfer function, so an sRGB value given to the initialiser comes back rounded
    /// through the linear one, as SwiftUI's does (`Color.Resolved(red: 0.3, …)` describes its red
    /// as `4C`, its opacity of 0.3 as `4D`).
    ///
    /// Sources: the layout (linear components, Float), the conversions and the description's format
    /// are SwiftUI's as OpenSwiftUI records them (github.com/OpenSwiftUIProject/OpenSwiftUI, commit
    /// 069dd80, `ConstantColor.swift`), checked against SwiftUI by its compatibility tests
    /// (`ColorResolvedCompatibilityTests`, the `swiftUIExpected` column).
    ///
    /// No availability is written on the type (docs/api-inventory/availability-not-written.txt):
    /// it is `Color`'s `ShapeStyle.Resolved`, named by every use of a colour as a style.
    public struct Resolved: Hashable, Sendable {
        /// The amount of red in the colour in the linear sRGB colour space.
        public var linearRed: Float
        /// The amount of green in the colour in the linear sRGB colour space.
        public var linearGreen: Float
        /// The amount of blue in the colour in the linear sRGB colour space.
        public var linearBlue: Float
        /// The opacity, 0 (transparent) to 1 (opaque); it is kept as given, never converted.
        public var opacity: Float

        init(_ components: ColorComponents) {
            linearRed = components.linearRed
            linearGreen = components.linearGreen
            linearBlue = components.linearBlue
            opacity = components.opacity
        }

        var components: ColorComponents {
            ColorComponents(linearRed: linearRed, linearGreen: linearGreen, linearBlue: linearBlue, opacity: opacity)
        }

        /// Components given in `colorSpace` (`ColorComponents.init(colorSpace:red:green:blue:opacity:)`).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.init(ColorComponents(colorSpace: colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// The amount of red in the colour in the sRGB colour space.
        public var red: Float {
            get { ColorSpaceConversion.sRGB(fromLinear: linearRed) }
            set { linearRed = ColorSpaceConversion.linear(fromSRGB: newValue) }
        }
        /// The amount of green in the colour in the sRGB colour space.
        public var green: Float {
            get { ColorSpaceConversion.sRGB(fromLinear: linearGreen) }
            set { linearGreen = ColorSpaceConversion.linear(fromSRGB: newValue) }
        }
        /// The amount of blue in the colour in the sRGB colour space.
        public var blue: Float {
            get { ColorSpaceConversion.sRGB(fromLinear: linearBlue) }
            set { linearBlue = ColorSpaceConversion.linear(fromSRGB: newValue) }
        }

        /// The colour as a Core Graphics colour: its sRGB components and opacity.
        public var cgColor: CGColor {
            CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Color.Resolved: CustomStringConvertible {
    /// `#RRGGBBAA` (`ColorComponents.hexDescription`).
    public var description: String { components.hexDescription }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Color.Resolved: Codable {
    /// Encoded as SwiftUI encodes it: an unkeyed list of the sRGB red, green, blue and the
    /// opacity (OpenSwiftUI, as above).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(red)
        try container.encode(green)
        try container.encode(blue)
        try container.encode(opacity)
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let red = try container.decode(Float.self)
        let green = try container.decode(Float.self)
        let blue = try container.decode(Float.self)
        let opacity = try container.decode(Float.self)
        self.init(colorSpace: .sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Color.Resolved: Animatable {
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    /// The linear components and the opacity, each scaled by 128, SwiftUI's unit scale for
    /// animatable data (OpenSwiftUI, as above: `VectorArithmetic.unitScale`), so a colour animates
    /// in linear light.
    public var animatableData: AnimatableData {
        get {
            let scale = Float(Self.unitScale)
            return AnimatablePair(linearRed * scale, AnimatablePair(linearGreen * scale, AnimatablePair(linearBlue * scale, opacity * scale)))
        }
        set {
            let scale = Float(Self.unitScale)
            linearRed = newValue.first / scale
            linearGreen = newValue.second.first / scale
            linearBlue = newValue.second.second.first / scale
            opacity = newValue.second.second.second / scale
        }
    }

    static var unitScale: Double { 128 }
}

// The conformance states no availability (the members do): Color's own `Resolved` is this type,
// and a deprecated conformance would warn in every use of `Color` as a style.
extension Color.Resolved: ShapeStyle, NamedStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
    var styleName: String { components.styleName }
}
