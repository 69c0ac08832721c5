import Foundation

// A minimal `ShapeStyle` so that `Text.foregroundStyle(_:)` exists (issue 3). The colour and
// style engine (issue 4) owns the full set; if it lands its own `ShapeStyle`, this file goes.

/// A colour or pattern to fill with (SwiftUI's `ShapeStyle`).
public protocol ShapeStyle: Sendable {}

/// The foreground levels: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

enum ShapeStyleName {
    static func describe(_ style: some ShapeStyle) -> String {
        if let level = style as? HierarchicalShapeStyle {
            return ["primary", "secondary", "tertiary", "quaternary"][level.level]
        }
        return String(describing: style)
    }
}
