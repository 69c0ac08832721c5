import Foundation

/// The shape of a bordered button's border (iOS 15's `ButtonBorderShape`), a shape itself from
/// iOS 17. Its cases draw as the shapes they name; `automatic` (the button style's choice) and
/// `roundedRectangle` without a radius (the system's radius) have no published geometry: their
/// path reports itself and is the rectangle. The `buttonBorderShape(_:)` modifier that takes one
/// is a generated declaration that reports itself.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }
    let kind: Kind

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let automatic = ButtonBorderShape(kind: .automatic)
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let capsule = ButtonBorderShape(kind: .capsule)
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let circle = ButtonBorderShape(kind: .circle)
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius: radius)) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension ButtonBorderShape: InsettableShape, ModelShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias AnimatableData = EmptyAnimatableData
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Body = _ShapeView<ButtonBorderShape, ForegroundStyle>

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .roundedRectangle(let radius?): return RoundedRectangle(cornerRadius: radius).path(in: rect)
        case .automatic, .roundedRectangle(nil):
            ModelProblems.notModelled("ButtonBorderShape.path(in:) of `\(kind == .automatic ? "automatic" : "roundedRectangle")`",
                                      "draws the rectangle: the system's shape for it is not published")
            return Path(rect)
        }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }

    var clipShape: ClipShape {
        switch kind {
        case .capsule: return .capsule
        case .circle: return .circle
        case .roundedRectangle(let radius?): return .roundedRectangle(cornerRadius: radius)
        case .automatic, .roundedRectangle(nil): return .rectangle
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Shape where Self == ButtonBorderShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var buttonBorder: ButtonBorderShape { ButtonBorderShape(kind: .automatic) }
}
