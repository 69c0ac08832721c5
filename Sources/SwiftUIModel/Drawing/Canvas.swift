import CourseCheckProtocol
import Foundation

/// A view that draws with immediate-mode calls (SwiftUI's `Canvas`). The model runs the renderer
/// with the canvas's size each time the screen is read, and records what it draws: fills and
/// strokes of paths, text at points, in the context's transform and opacity. The report lists the
/// recorded drawing under the canvas (`fill`, `stroke`, `text` lines); the picture draws it.
public struct Canvas<Symbols: View>: View {
    /// What the initialiser was given, under internal names (the model reads them; the public
    /// properties below carry Apple's availability).
    var draw: (inout GraphicsContext, CGSize) -> Void
    var symbolViews: Symbols
    var opaque: Bool
    var renderingMode: ColorRenderingMode
    var asynchronous: Bool
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        draw = renderer
        symbolViews = EmptyView()
        self.opaque = opaque
        renderingMode = colorMode
        asynchronous = rendersAsynchronously
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        draw = renderer
        symbolViews = symbols()
        self.opaque = opaque
        renderingMode = colorMode
        asynchronous = rendersAsynchronously
    }

    // What the canvas was made with, read and written as stored (a canvas drawn with another
    // colour mode, or asynchronously, draws the same in the model: its picture has no colour
    // blending and no render thread).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var renderer: (inout GraphicsContext, CGSize) -> Void {
        get { draw }
        set { draw = newValue }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var symbols: Symbols {
        get { symbolViews }
        set { symbolViews = newValue }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var isOpaque: Bool {
        get { opaque }
        set { opaque = newValue }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var colorMode: ColorRenderingMode {
        get { renderingMode }
        set { renderingMode = newValue }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var rendersAsynchronously: Bool {
        get { asynchronous }
        set { asynchronous = newValue }
    }
    public typealias Body = Never
}

/// How colours are blended in a canvas (SwiftUI's `ColorRenderingMode`).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// One thing a canvas drew, in the canvas's own coordinates.
struct CanvasOperation: Equatable {
    enum Kind: Equatable {
        case fill(FillStyle)
        case stroke(StrokeStyle)
        case text(String, at: CGPoint)
    }
    var kind: Kind
    var path: Path
    var style: String
    var gradient: GradientPaint?
    var opacity: Double
}

/// Records what a renderer draws.
final class CanvasRecorder {
    var operations: [CanvasOperation] = []
}

/// A canvas's paint: the renderer, run for a size when the screen is read.
struct CanvasDrawing: Equatable {
    let render: @MainActor (CGSize) -> [CanvasOperation]
    static func == (lhs: CanvasDrawing, rhs: CanvasDrawing) -> Bool { true }

    /// The recorded drawing as report elements under the canvas: `fill`, `stroke`, `text`, each
    /// with its style and path (in the canvas's coordinates) and its frame on the screen.
    @MainActor
    func elements(in frame: CGRect, depth: Int) -> [ScreenElement] {
        render(frame.size).map { operation in
            var attributes: [Attribute] = []
            var kind = "fill"
            var content: String?
            var bounds = operation.path.boundingRect
            switch operation.kind {
            case .fill(let fill):
                attributes.append(Attribute(Attribute.Name.fill, operation.style))
                if fill.isEOFilled { attributes.append(Attribute(Attribute.Name.eoFill, "true")) }
            case .stroke(let stroke):
                kind = "stroke"
                attributes.append(Attribute(Attribute.Name.stroke, operation.style))
                attributes += stroke.reportAttributes.map { Attribute($0.0, $0.1) }
            case .text(let string, let point):
                kind = "text"
                content = ReportQuoting.quote(string)
                attributes.append(Attribute(Attribute.Name.fill, operation.style))
                bounds = CGRect(origin: point, size: .zero)
            }
            if operation.opacity != 1 { attributes.append(Attribute(Attribute.Name.opacity, ReportNumber.format(operation.opacity))) }
            if case .text = operation.kind {} else {
                attributes.append(Attribute(Attribute.Name.path, operation.path.letters))
                attributes.append(Attribute(Attribute.Name.pathBounds, reportRect(bounds)))
            }
            let onScreen = bounds.isNull ? CGRect(origin: frame.origin, size: .zero) : bounds.offsetBy(dx: frame.minX, dy: frame.minY)
            return ScreenElement(depth: depth, kind: kind, content: content, attributes: attributes,
                                 frame: [onScreen.minX, onScreen.minY, onScreen.width, onScreen.height].map(Double.init))
        }
    }

    @MainActor
    func screenPaint(in frame: CGRect) -> ScreenPaint {
        var paint = ScreenPaint(kind: .fill, colors: [])
        paint.parts = render(frame.size).compactMap { operation in
            let absolute = operation.path.offsetBy(dx: frame.minX, dy: frame.minY)
            var part: ScreenPaint
            switch operation.kind {
            case .fill(let fill):
                part = ScreenPaint(kind: .fill, colors: [operation.style], path: absolute.svgData, evenOdd: fill.isEOFilled ? true : nil)
            case .stroke(let stroke):
                part = ShapeDrawing.strokePaint(stroke, style: operation.style, path: absolute)
            case .text(let string, let point):
                part = ScreenPaint(kind: .text, colors: [operation.style], shape: string, fontSize: 17)
                part.path = "M\(ReportNumber.format(Double(point.x + frame.minX))) \(ReportNumber.format(Double(point.y + frame.minY)))"
            }
            part.gradient = operation.gradient?.screenGradient(in: frame)
            if operation.opacity != 1 { part.opacity = operation.opacity }
            return part
        }
        return paint
    }
}

func reportRect(_ rect: CGRect) -> String {
    guard !rect.isNull else { return "none" }
    return [rect.minX, rect.minY, rect.width, rect.height].map { ReportNumber.format(Double($0)) }.joined(separator: ",")
}

/// What a canvas's renderer draws with (SwiftUI's `GraphicsContext`): a transform, an opacity,
/// and the drawing calls, recorded.
public struct GraphicsContext {
    let recorder: CanvasRecorder
    public var environment: EnvironmentValues
    public var opacity: Double = 1
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var blendMode: BlendMode = .normal {
        didSet { if blendMode != .normal { ModelProblems.notModelled("GraphicsContext.blendMode", "the canvas draws in the normal blend mode") } }
    }
    public var transform: CGAffineTransform = .identity

    init(recorder: CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let rawValue: Int32
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(rawValue: Int32) { self.rawValue = rawValue }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let normal = BlendMode(rawValue: 0)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let multiply = BlendMode(rawValue: 1)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let screen = BlendMode(rawValue: 2)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let overlay = BlendMode(rawValue: 3)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let darken = BlendMode(rawValue: 4)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let lighten = BlendMode(rawValue: 5)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct ClipOptions: OptionSet, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let rawValue: UInt32
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let inverse = ClipOptions(rawValue: 1)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct GradientOptions: OptionSet, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let rawValue: UInt32
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let `repeat` = GradientOptions(rawValue: 1)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let mirror = GradientOptions(rawValue: 2)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A colour, style or gradient to draw with. Gradients here use points in the canvas.
    public struct Shading: Sendable {
        let name: String
        let gradient: (@Sendable (CGSize) -> GradientPaint)?
        let isForeground: Bool

        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func color(_ color: Color) -> Shading { Shading(name: color.styleName, gradient: nil, isForeground: false) }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            if style is ForegroundStyle { return .foreground }
            let paint = (style as? GradientStyle)?.gradientPaint
            return Shading(name: styleName(style), gradient: paint.map { p in { @Sendable _ in p } }, isForeground: false)
        }
        public static var foreground: Shading { Shading(name: "foreground", gradient: nil, isForeground: true) }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            let name = "linearGradient(\(gradient.reportName);\(pointName(startPoint))>\(pointName(endPoint)))"
            return Shading(name: name, gradient: { size in
                GradientPaint(kind: .linear, stops: gradient.paintStops, start: unit(startPoint, size), end: unit(endPoint, size))
            }, isForeground: false)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            let name = "radialGradient(\(gradient.reportName);\(pointName(center));\(ReportNumber.format(Double(startRadius)))>\(ReportNumber.format(Double(endRadius))))"
            return Shading(name: name, gradient: { size in
                GradientPaint(kind: .radial, stops: gradient.paintStops, center: unit(center, size),
                              startRadius: Double(startRadius), endRadius: Double(endRadius))
            }, isForeground: false)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            let name = "conicGradient(\(gradient.reportName);\(pointName(center));\(angle.reportDegrees))"
            return Shading(name: name, gradient: { size in
                GradientPaint(kind: .angular, stops: gradient.paintStops, center: unit(center, size),
                              startAngle: angle.degrees, endAngle: angle.degrees + 360)
            }, isForeground: false)
        }
        static func pointName(_ p: CGPoint) -> String { "\(ReportNumber.format(Double(p.x))),\(ReportNumber.format(Double(p.y)))" }
        static func unit(_ p: CGPoint, _ size: CGSize) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
        }
    }

    // MARK: Transform

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        ModelProblems.notModelled("GraphicsContext.clip(to:)", "the canvas draws outside the clip too")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        ModelProblems.notModelled("GraphicsContext.addFilter", "the canvas draws without the filter")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct Filter: Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct FilterOptions: OptionSet, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let rawValue: UInt32
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct BlurOptions: OptionSet, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let rawValue: UInt32
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let opaque = BlurOptions(rawValue: 1)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct ShadowOptions: OptionSet, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let rawValue: UInt32
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let shadowOnly = ShadowOptions(rawValue: 2)
    }

    /// A copy of the context drawn into as a layer; the model draws the layer's content directly.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    // MARK: Drawing

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(style), path: path, shading: shading)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(style), path: path, shading: shading)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Text drawn with its anchor at `point` (default: its centre, Apple's `draw(_:at:anchor:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let string = MainActor.assumeIsolated { TextResolver.resolve(text, in: environment) }
        recordText(string, at: point.applying(transform))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.midX, y: rect.midY))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        ModelProblems.notModelled("GraphicsContext.draw(Image)", "the canvas does not draw the image")
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        ModelProblems.notModelled("GraphicsContext.draw(Image)", "the canvas does not draw the image")
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        ModelProblems.notModelled("GraphicsContext.resolveSymbol(id:)", "a canvas's symbols are not drawn")
        return nil
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct ResolvedSymbol {}
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        ModelProblems.notModelled("GraphicsContext.draw(ResolvedSymbol)", "a canvas's symbols are not drawn")
    }

    private func color(of shading: Shading) -> String {
        shading.isForeground ? MainActor.assumeIsolated { environment.foregroundStyleNames[0] } : shading.name
    }

    private func record(_ kind: CanvasOperation.Kind, path: Path, shading: Shading) {
        let size = currentSize
        recorder.operations.append(CanvasOperation(kind: kind, path: path.applying(transform), style: color(of: shading),
                                                   gradient: shading.gradient?(size), opacity: opacity))
    }

    private func recordText(_ string: String, at point: CGPoint) {
        recorder.operations.append(CanvasOperation(kind: .text(string, at: point), path: Path(), style: color(of: .foreground), gradient: nil, opacity: opacity))
    }

    /// The canvas's size, for gradients given in its points.
    var currentSize: CGSize = .zero
}

extension Canvas: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if !(symbolViews is EmptyView) { ModelProblems.notModelled("Canvas(symbols:)", "the canvas's symbols are not drawn") }
        let environment = context.environment
        let renderer = self.draw
        let node = DisplayNode(kind: "Canvas", layout: LeafLayout { $0.replacingUnspecifiedDimensions() })
        node.drawing.paint = Paint(kind: .canvas(CanvasDrawing(render: { size in
            let recorder = CanvasRecorder()
            var graphics = GraphicsContext(recorder: recorder, environment: environment)
            graphics.currentSize = size
            renderer(&graphics, size)
            return recorder.operations
        })))
        return [node]
    }
}
