import CourseCheckProtocol
import Foundation

/// What a clip confines drawing to: a node's own bounds, in one of these shapes. Clipping is
/// drawing, not layout: it changes what is visible and never a size (Apple's `clipped(antialiased:)`:
/// "By default, a view's bounding frame is used only for layout, so any content that extends
/// beyond the edges of the frame is still visible").
enum ClipShape: Equatable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case circle
    case ellipse
    case capsule

    /// The report's notation: `rect`, `roundedRect(8)`, `circle`, `ellipse`, `capsule`.
    var reportName: String {
        switch self {
        case .rectangle: "rect"
        case .roundedRectangle(let radius): "roundedRect(\(ReportNumber.format(Double(radius))))"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .capsule: "capsule"
        }
    }

    /// The part of `frame` the shape covers, as a rectangle (a circle is centred and as wide as the
    /// shorter side). Visibility is reported by these bounding rectangles.
    func bounds(in frame: CGRect) -> CGRect {
        switch self {
        case .circle:
            let side = min(frame.width, frame.height)
            return CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        default:
            return frame
        }
    }
}

/// What a display node paints. Nodes without paint only arrange others.
struct Paint: Equatable {
    enum Kind: Equatable {
        /// A colour or shape style filling the node's frame (Color, a filled shape, a background).
        case fill(style: String, shape: ClipShape)
        /// A stroke along the frame (border, stroked shape).
        case stroke(style: String, width: CGFloat, shape: ClipShape)
        /// Text, drawn in a style at a point size.
        case text(style: String, size: CGFloat)
        /// A bitmap picture; `color` is its dominant colour, or the template colour.
        case bitmap(color: String)
        /// An SF Symbol: its layers' colours.
        case symbol(colors: [String])
        /// A spinner (ProgressView).
        case spinner
        /// A shape's path, filled or stroked (`ShapeViews.swift`).
        case shape(ShapeDrawing)
        /// A canvas's recorded drawing (`Canvas.swift`).
        case canvas(CanvasDrawing)
    }
    var kind: Kind
    /// A gradient in place of the fill's colour.
    var gradient: GradientPaint?
    /// Drawn at this opacity (1: opaque).
    var opacity: Double = 1

    init(kind: Kind, gradient: GradientPaint? = nil) {
        self.kind = kind
        self.gradient = gradient
    }
}


extension Paint {
    /// The paint as the observation carries it, for the harness's picture of the screen, for a
    /// node drawn in `frame`.
    @MainActor
    func screenPaint(in frame: CGRect) -> ScreenPaint {
        var paint = basePaint(in: frame)
        if let gradient, paint.gradient == nil { paint.gradient = gradient.screenGradient(in: frame) }
        if opacity != 1 { paint.opacity = opacity }
        return paint
    }

    @MainActor
    private func basePaint(in frame: CGRect) -> ScreenPaint {
        switch kind {
        case .shape(let drawing): drawing.screenPaint(in: frame)
        case .canvas(let drawing): drawing.screenPaint(in: frame)
        case .fill(let style, let shape): ScreenPaint(kind: .fill, colors: [style], shape: shape.reportName)
        case .stroke(let style, let width, let shape): ScreenPaint(kind: .stroke, colors: [style], shape: shape.reportName, lineWidth: Double(width))
        case .text(let style, let size): ScreenPaint(kind: .text, colors: [style], fontSize: Double(size))
        case .bitmap(let color): ScreenPaint(kind: .bitmap, colors: [color])
        case .symbol(let colors): ScreenPaint(kind: .symbol, colors: colors)
        case .spinner: ScreenPaint(kind: .spinner, colors: ["secondary"])
        }
    }
}
