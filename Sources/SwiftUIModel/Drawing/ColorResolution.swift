import CourseCheckProtocol
import Foundation

/// What a colour resolves to and how it describes itself (SwiftUI's `Color.resolve(in:)`,
/// `Color(_ resolved:)` and `Color.description`).
///
/// Sources: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80), whose
/// compatibility tests run unchanged against SwiftUI: a colour made from components describes
/// itself as its resolved components (`#RRGGBBAA`), or `clear`, `black`, `white` for those exact
/// components (`ConstantColor.swift`, `ResolvedColorProvider.colorDescription`); a system colour
/// by its name; `opacity(_:)` prefixes its percentage, rounded half up (`ModifiedColor.swift`,
/// `OpacityColor`: "50% 30% red"), and multiplies the resolved opacity in `Float`
/// (`ModifiedColorCompatibilityTests`). A system colour's components are `SystemColors.light`'s,
/// with its sources.
extension Color {
    /// The colour's components in `environment`.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color.Resolved(resolvedComponents(in: environment))
    }

    /// A colour with the given components: it describes itself as them.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ resolved: Color.Resolved) {
        self.init(components: resolved.components)
    }

    /// The colour's description: `red`, `#4C4C4C4D`, `50% 30% red`.
    public var description: String {
        var text: String
        if let madeFrom {
            // Apple's describes the other framework's colour object, with its address.
            ModelProblems.notModelled("\(madeFrom).description", "describes the colour by the model's name for it")
            text = components.map(Self.describe) ?? name
        } else if let components {
            if madeInDisplayP3 {
                ModelProblems.notModelled("Color(.displayP3, …).description", "describes the colour by its sRGB components")
            }
            text = Self.describe(components)
        } else if name.hasPrefix("asset:") {
            ModelProblems.notModelled("Color(_:bundle:).description", "describes the colour by its asset's name")
            text = String(name.dropFirst("asset:".count))
        } else {
            text = name
        }
        for opacity in appliedOpacities {
            text = "\(Int(opacity * 100 + 0.5))% \(text)"
        }
        return text
    }

    private static func describe(_ components: ColorComponents) -> String {
        let (red, green, blue, opacity) = (components.linearRed, components.linearGreen, components.linearBlue, components.opacity)
        if red == 0, green == 0, blue == 0 {
            if opacity == 0 { return "clear" }
            if opacity == 1 { return "black" }
        } else if red == 1, green == 1, blue == 1, opacity == 1 {
            return "white"
        }
        return components.hexDescription
    }

    /// The components, before `opacity(_:)`'s factors, then each factor multiplied in, in order.
    func resolvedComponents(in environment: EnvironmentValues) -> ColorComponents {
        var resolved = baseComponents(in: environment)
        for opacity in appliedOpacities {
            resolved = resolved.multiplyingOpacity(by: Float(opacity))
        }
        return resolved
    }

    private func baseComponents(in environment: EnvironmentValues) -> ColorComponents {
        if let components { return components }
        let value: SystemColors.Value
        if name.hasPrefix("#") {
            value = SystemColors.Value(name)
        } else if let known = SystemColors.light[name] {
            value = known
            if environment.colorScheme == .dark, !["black", "white", "clear"].contains(name) {
                ModelProblems.notModelled("Color.resolve(in:) in the dark appearance", "`\(name)` resolves to its light appearance's components")
            }
        } else {
            ModelProblems.notModelled("Color.resolve(in:) for `\(name)`", "resolves to clear: the model has no components for it")
            return ColorComponents(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0)
        }
        return ColorComponents(colorSpace: .sRGB, red: Float(value.red) / 255, green: Float(value.green) / 255,
                               blue: Float(value.blue) / 255, opacity: Float(baseOpacity) * Float(value.opacity))
    }
}

extension Color {
    /// A colour of a style that resolves to a colour (iOS 17). A colour is itself; another style is
    /// resolved once, in the environment the model starts with, and keeps those components.
    /// Not modelled: SwiftUI resolves the style each time the colour is drawn, in the drawing's
    /// environment; the model reports that it does not.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        if let color = color as? Color {
            self = color
            return
        }
        ModelProblems.notModelled("Color.init(_:) of a style", "resolved once in the default environment, not where the colour is drawn")
        self.init(components: color.resolve(in: EnvironmentValues()).components)
    }

    /// Not modelled: reports itself and is clear (the model's `ColorResource` keeps no name to find
    /// in the asset catalog).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ resource: ColorResource) {
        ModelProblems.notModelled("Color.init(_:) of a ColorResource", "is clear: the resource's colour is not looked up")
        self = .clear
    }
}
