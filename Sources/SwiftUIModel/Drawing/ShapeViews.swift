import CourseCheckProtocol
import Foundation

// Shapes drawn: filled, stroked along their path, or stroked inside their bounds, with the
// wrappers that change the path first (trim, stroke as a shape). Every parameter is a plain value
// (fractions, widths), so an animation can interpolate it.

/// A view that draws a shape (iOS 17's `ShapeView`): it can be filled and stroked again, each
/// drawing over the one before ("fill and stroke" chains).
public protocol ShapeView<Content>: View, _RemoveGlobalActorIsolation {
    associatedtype Content: Shape
    var shape: Content { get }
}

// The shape views are nonisolated, as Apple's are ("@frozen nonisolated struct StrokeShapeView",
// https://developer.apple.com/documentation/swiftui/strokebordershapeview): shapes, which are
// nonisolated, make them.

/// A shape filled with a style (`fill(_:style:)`, and a shape's own body).
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    public typealias Body = Never
}

/// A shape filled over a background view (iOS 17's `FillShapeView`).
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
    public typealias Body = Never
}

/// A shape's path stroked over a background view (iOS 17's `StrokeShapeView`).
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var isAntialiased: Bool
    public var background: Background
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public typealias Body = Never
}

/// A shape's border stroked inside its bounds over a background view (iOS 17's
/// `StrokeBorderShapeView`).
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var isAntialiased: Bool
    public var background: Background
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public typealias Body = Never
}

extension Shape {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// "A new shape that is a stroked copy of self" (Apple's `stroke(style:)`), filled like any
    /// shape.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(base: self, style: style) }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth)) }

    /// The part of the shape between two fractions of its path's length (Apple's `trim(from:to:)`).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension InsettableShape {
    /// "The result of insetting self by style.lineWidth / 2, stroking the resulting shape with
    /// style" (Apple's `strokeBorder(style:antialiased:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

// iOS 13's forms, which return `some View`: Apple's interface marks them `@_disfavoredOverload`
// (SwiftUICore.swiftinterface, iPhoneOS26.2.sdk), so iOS 17's forms above win wherever both apply.
// Their bodies are Apple's inlinable ones: a `_ShapeView` of the shape, or of its stroke.
extension Shape {
    @_disfavoredOverload
    public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    @_disfavoredOverload
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }
    @_disfavoredOverload
    public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle {
        _ShapeView(shape: _StrokedShape(base: self, style: style), style: content)
    }
    @_disfavoredOverload
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        _ShapeView(shape: _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }
}

// Apple's bodies, as its interface has them: the shape inset by half the line width, stroked as a
// shape and filled (so the report shows a `stroke=` of the inset shape).
extension InsettableShape {
    @_disfavoredOverload
    public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle {
        _ShapeView(shape: _StrokedShape(base: inset(by: style.lineWidth * 0.5), style: style), style: content,
                   fillStyle: FillStyle(antialiased: antialiased))
    }
    @_disfavoredOverload
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: _StrokedShape(base: inset(by: style.lineWidth * 0.5), style: style), style: ForegroundStyle(),
                   fillStyle: FillStyle(antialiased: antialiased))
    }
    @_disfavoredOverload
    public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle {
        let style = StrokeStyle(lineWidth: lineWidth)
        return _ShapeView(shape: _StrokedShape(base: inset(by: style.lineWidth * 0.5), style: style), style: content,
                          fillStyle: FillStyle(antialiased: antialiased))
    }
    @_disfavoredOverload
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        let style = StrokeStyle(lineWidth: lineWidth)
        return _ShapeView(shape: _StrokedShape(base: inset(by: style.lineWidth * 0.5), style: style), style: ForegroundStyle(),
                          fillStyle: FillStyle(antialiased: antialiased))
    }
}

extension ShapeView {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment (iOS 15's `.foreground`).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A shape drawn as the stroke of another (`stroke(style:)`, `stroke(lineWidth:)`).
struct _StrokedShape<Base: Shape>: Shape, ModelShape {
    var base: Base
    let style: StrokeStyle
    func path(in rect: CGRect) -> Path { base.path(in: rect) }
    var clipShape: ClipShape { modelClipShape(of: base) }
    var modelKind: String { shapeKind(of: base) }
    var modelAttributes: [(String, String)] { (base as? ModelShape)?.modelAttributes ?? [] }
    var modelStroke: StrokeStyle? { style }
    var reportsPath: Bool { (base as? ModelShape)?.reportsPath ?? true }
}

/// The part of a shape between two fractions of its length (`trim(from:to:)`).
struct _TrimmedShape<Base: Shape>: Shape, ModelShape {
    var base: Base
    var startFraction: CGFloat
    var endFraction: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    var clipShape: ClipShape { modelClipShape(of: base) }
    var modelKind: String { shapeKind(of: base) }
    var modelAttributes: [(String, String)] {
        ((base as? ModelShape)?.modelAttributes ?? [])
            + [(Attribute.Name.trim, "\(ReportNumber.format(Double(startFraction))),\(ReportNumber.format(Double(endFraction)))")]
    }
    var modelStroke: StrokeStyle? { (base as? ModelShape)?.modelStroke }
    /// A trimmed shape is reported with its path, even a builtin one: which part is drawn shows.
    var reportsPath: Bool { true }
}

/// The report's name for a shape: a builtin's name, or the type a scenario declared.
func shapeKind<S: Shape>(of shape: S) -> String {
    (shape as? ModelShape)?.modelKind ?? String(describing: S.self)
}

// MARK: Drawing

/// How a shape node paints: its path in the node's own bounds (origin zero, as `path(in:)` is
/// given it), filled or stroked in a style.
struct ShapeDrawing: Equatable {
    enum Mode: Equatable {
        case fill(FillStyle)
        case stroke(StrokeStyle)
        /// Stroked inside the shape's bounds (`strokeBorder`): the path is already inset.
        case strokeBorder(StrokeStyle)
    }
    var mode: Mode
    var style: String
    var gradient: GradientPaint?
    /// The report shows the path (`path=`, `path-bounds=`): a scenario's own shapes and paths.
    var reportsPath: Bool
    /// The path in local coordinates for the node's size.
    let path: @MainActor (CGSize) -> Path

    static func == (lhs: ShapeDrawing, rhs: ShapeDrawing) -> Bool {
        lhs.mode == rhs.mode && lhs.style == rhs.style && lhs.gradient == rhs.gradient && lhs.reportsPath == rhs.reportsPath
    }

    /// The report's attributes that do not depend on the frame.
    var attributes: [(String, String)] {
        switch mode {
        case .fill(let fill):
            return [(Attribute.Name.fill, style)] + (fill.isEOFilled ? [(Attribute.Name.eoFill, "true")] : [])
        case .stroke(let stroke):
            return [(Attribute.Name.stroke, style)] + stroke.reportAttributes
        case .strokeBorder(let stroke):
            return [(Attribute.Name.strokeBorder, style)] + stroke.reportAttributes
        }
    }
}

/// The style a shape is drawn in: a named style, the environment's foreground for
/// `ForegroundStyle`, with its gradient for the picture.
@MainActor
func resolvedStyle(_ style: any ShapeStyle, in environment: EnvironmentValues) -> (name: String, gradient: GradientPaint?) {
    if style is ForegroundStyle { return (environment.foregroundStyleNames[0], nil) }
    if !(style is NamedStyle), let resolved = concreteStyle(style, in: environment) { return resolvedStyle(resolved, in: environment) }
    return (styleName(style), (style as? GradientStyle)?.gradientPaint)
}

/// What a course's own style resolves to (iOS 17's `ShapeStyle.resolve(in:)`), or nil for a style
/// whose `Resolved` is `Never`.
@MainActor
func concreteStyle<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues) -> (any ShapeStyle)? {
    S.Resolved.self == Never.self ? nil : style.resolve(in: environment)
}

@MainActor
func shapeDrawingNode<S: Shape>(_ shape: S, style: any ShapeStyle, mode: ShapeDrawing.Mode, context: BuildContext) -> DisplayNode {
    let model = shape as? ModelShape
    var mode = mode
    // A shape stroked as a shape (`stroke(lineWidth:)`) and then filled is a stroke in that fill.
    if case .fill = mode, let stroke = model?.modelStroke { mode = .stroke(stroke) }
    let pathInBounds: @MainActor (CGSize) -> Path
    if case .strokeBorder(let stroke) = mode, let insettable = shape as? any InsettableShape {
        pathInBounds = { size in insetPath(insettable, by: stroke.lineWidth / 2, size: size) }
    } else {
        pathInBounds = { size in shape.path(in: CGRect(origin: .zero, size: size)) }
    }
    let (name, gradient) = resolvedStyle(style, in: context.environment)
    let drawing = ShapeDrawing(mode: mode, style: name, gradient: gradient, reportsPath: model?.reportsPath ?? true, path: pathInBounds)
    let node = DisplayNode(kind: shapeKind(of: shape), layout: LeafLayout { shape.sizeThatFits($0) })
    node.attributes = (model?.modelAttributes ?? []) + drawing.attributes
    node.drawing.paint = Paint(kind: .shape(drawing))
    return node
}

@MainActor
private func insetPath<S: InsettableShape>(_ shape: S, by amount: CGFloat, size: CGSize) -> Path {
    shape.inset(by: amount).path(in: CGRect(origin: .zero, size: size))
}

/// A shape view over its background (the view it was chained from): both drawn in the same frame.
@MainActor
private func layered(_ background: [DisplayNode], over node: DisplayNode) -> [DisplayNode] {
    guard let base = background.first else { return [node] }
    let group = DisplayNode(kind: "ShapeView", children: [base, node], layout: OverlayLayout(primaryIndex: 0, alignment: .center))
    return [group]
}

@MainActor extension _ShapeView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [shapeDrawingNode(shape, style: style, mode: .fill(fillStyle), context: context)]
    }
}

@MainActor extension FillShapeView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: background)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        layered(children[0], over: shapeDrawingNode(shape, style: style, mode: .fill(fillStyle), context: context))
    }
}

@MainActor extension StrokeShapeView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: background)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        layered(children[0], over: shapeDrawingNode(shape, style: style, mode: .stroke(strokeStyle), context: context))
    }
}

@MainActor extension StrokeBorderShapeView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: background)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        layered(children[0], over: shapeDrawingNode(shape, style: style, mode: .strokeBorder(strokeStyle), context: context))
    }
}

extension ShapeDrawing {
    /// The path on the screen, for the picture.
    @MainActor
    func screenPaint(in frame: CGRect) -> ScreenPaint {
        let absolute = path(frame.size).offsetBy(dx: frame.minX, dy: frame.minY)
        var paint: ScreenPaint
        switch mode {
        case .fill(let fill):
            paint = ScreenPaint(kind: .fill, colors: [style], path: absolute.svgData, evenOdd: fill.isEOFilled ? true : nil)
        case .stroke(let stroke), .strokeBorder(let stroke):
            paint = Self.strokePaint(stroke, style: style, path: absolute)
        }
        paint.gradient = gradient?.screenGradient(in: frame)
        return paint
    }

    static func strokePaint(_ stroke: StrokeStyle, style: String, path: Path) -> ScreenPaint {
        ScreenPaint(kind: .stroke, colors: [style], lineWidth: Double(stroke.lineWidth), path: path.svgData,
                    dash: stroke.dash.isEmpty ? nil : stroke.dash.map(Double.init),
                    lineCap: stroke.lineCap == .butt ? nil : stroke.lineCap.reportName,
                    lineJoin: stroke.lineJoin == .miter ? nil : stroke.lineJoin.reportName)
    }

    /// `path=` and `path-bounds=` for a scenario's own shape, in its own coordinates.
    @MainActor
    func pathAttributes(for size: CGSize) -> [Attribute] {
        guard reportsPath else { return [] }
        let local = path(size)
        return [Attribute(Attribute.Name.path, local.letters), Attribute(Attribute.Name.pathBounds, reportRect(local.boundingRect))]
    }
}
