import CourseCheckProtocol
import Foundation

/// A geometric angle (SwiftUI's `Angle`): stored in radians, made from degrees or radians.
/// A plain value, so that an animation can interpolate it: its `animatableData` is the radians
/// times 128 (OpenSwiftUI's AngleCompatibilityTests, run against SwiftUI, commit 069dd80).
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }

    /// Degrees as the report writes them: `45`, `-90`, `22.5`.
    var reportDegrees: String { ReportNumber.format(degrees) }
}

/// A point in a view's own unit square (SwiftUI's `UnitPoint`): `(0, 0)` is the top leading
/// corner, `(1, 1)` the bottom trailing one (Apple's `UnitPoint`: "the origin is the top-left").
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point in `rect`.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }

    /// The report's notation: the constant's name (`top`, `bottomTrailing`) or `x,y`.
    var reportName: String {
        let names: [(UnitPoint, String)] = [
            (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"), (.bottom, "bottom"),
            (.topLeading, "topLeading"), (.topTrailing, "topTrailing"), (.bottomLeading, "bottomLeading"),
            (.bottomTrailing, "bottomTrailing"),
        ]
        if let name = names.first(where: { $0.0 == self })?.1 { return name }
        return "\(ReportNumber.format(Double(x))),\(ReportNumber.format(Double(y)))"
    }
}

extension Angle: Animatable {}

/// `Angle` and `UnitPoint` are `Codable` from iOS 26 (SwiftUICore's interface declares their
/// `init(from:)` and `encode(to:)`). The conformances are the compiler's (in this file, so that it
/// synthesises them): a value round-trips. Apple's encoded form is not in the interface (no source
/// found): the model encodes the stored properties by name (`radians`; `x`, `y`), so data written
/// by Apple's SwiftUI may not decode.
extension Angle: Codable {}

extension UnitPoint: Codable {}
