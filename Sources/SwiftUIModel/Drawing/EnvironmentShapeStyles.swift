import Foundation

/// The view's background style (SwiftUI's `BackgroundStyle`, `ShapeStyle.background`). Unless
/// `backgroundStyle(_:)` sets another, it is the system background colour: white in the light
/// appearance (`systemBackground`, Apple's HIG "Color", in `SystemColors.light` as `background`),
/// black in the dark one. The report names it `background`; the picture paints it from the table.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct BackgroundStyle: ShapeStyle, NamedStyle {
    public init() {}
    var styleName: String { "background" }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ShapeStyle where Self == BackgroundStyle {
    /// The view's background style.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The environment's tint (SwiftUI's `TintShapeStyle`, `ShapeStyle.tint`): the accent colour
/// unless `tint(_:)` sets another. The report names it `tint`; the picture paints it from
/// `SystemColors.light` (`tint`, the accent colour's blue, with its source).
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct TintShapeStyle: ShapeStyle, NamedStyle {
    public init() {}
    var styleName: String { "tint" }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The overlay fill (SwiftUI's `FillShapeStyle`, `ShapeStyle.fill`, iOS 17): a translucent grey
/// for shapes on top of a background, the system fill colour (Apple's documentation of
/// `ShapeStyle.fill`: its primary version fills thin shapes such as a slider's track, as UIKit's
/// `systemFill` does). The report names it `fill`; the picture paints it from `SystemColors.light`
/// (`fill`, with its source).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct FillShapeStyle: ShapeStyle, NamedStyle {
    public init() {}
    var styleName: String { "fill" }
    public typealias Resolved = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension ShapeStyle where Self == FillShapeStyle {
    /// The overlay fill.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension View {
    /// A background of the view's background style (`BackgroundStyle`), extending into the safe
    /// area's `edges`: Apple documents it as `background(_:ignoresSafeAreaEdges:)` with the
    /// background style.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// The background style filling `shape` behind the view (`background(_:in:fillStyle:)` with
    /// the background style, as Apple documents it).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : InsettableShape {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// The background style filling `shape` behind the view.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : Shape {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
