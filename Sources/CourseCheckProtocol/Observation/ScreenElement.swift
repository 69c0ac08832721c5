/// One element on the screen after a step, as the model reports it: its kind (`Text`, `VStack`,
/// `padding`…), its content already in the report's notation (quoted where it is text), its
/// attributes and its frame. `ReportLine(element:)` writes it as a report line.
public struct ScreenElement: Codable, Equatable, Sendable {
    public var depth: Int
    public var kind: String
    public var content: String?
    public var attributes: [Attribute]
    /// x, y, width, height in screen points.
    public var frame: [Double]
    /// What the element paints itself, for the picture of the screen (nil: it only arranges others).
    /// Not part of the report's lines.
    public var paint: ScreenPaint?

    public init(depth: Int, kind: String, content: String?, attributes: [Attribute], frame: [Double], paint: ScreenPaint? = nil) {
        self.depth = depth
        self.kind = kind
        self.content = content
        self.attributes = attributes
        self.frame = frame
        self.paint = paint
    }

    /// The value of the attribute `key`, if the element has it.
    public func attribute(_ key: String) -> String? { attributes.first { $0.key == key }?.value }
}

/// How an element paints: enough for a picture of the screen, not the pixels.
public struct ScreenPaint: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// A colour or shape style filling the frame in `shape`.
        case fill
        /// A stroke `lineWidth` wide along the frame, in `shape`.
        case stroke
        /// Text in `colors[0]`, `fontSize` points.
        case text
        /// A photograph or bitmap: `colors[0]` is its dominant colour (`#RRGGBB`) or, as a
        /// template, the style it is drawn in.
        case bitmap
        /// An SF Symbol: its layers' styles, primary first.
        case symbol
        /// A spinning activity indicator.
        case spinner
    }
    public var kind: Kind
    /// Style names (`red`, `secondary`, `quaternary`, `yellow 50%`) or `#RRGGBB` colours.
    public var colors: [String]
    /// The shape in the report's notation (`rect`, `roundedRect(12)`, `circle`…), for fills and strokes.
    public var shape: String?
    public var lineWidth: Double?
    public var fontSize: Double?
    /// A fill or stroke along a path rather than a named shape: SVG path data in screen points.
    public var path: String?
    /// A stroke's dash lengths, its caps and joins when not the defaults (`round`, `square`, `bevel`).
    public var dash: [Double]?
    public var lineCap: String?
    public var lineJoin: String?
    /// The even-odd fill rule.
    public var evenOdd: Bool?
    /// A gradient in place of `colors[0]`.
    public var gradient: ScreenGradient?
    /// Drawn with this opacity (an `opacity` effect, a canvas's), 1 when nil.
    public var opacity: Double?
    /// What an element draws besides itself (a Canvas's recorded drawing), in order.
    public var parts: [ScreenPaint]?
    /// The effects around the element move its drawing by this affine transform of screen points
    /// (`a b c d tx ty`, as SVG's `matrix`); nil when they do not.
    public var transform: [Double]?

    public init(kind: Kind, colors: [String], shape: String? = nil, lineWidth: Double? = nil, fontSize: Double? = nil,
                path: String? = nil, dash: [Double]? = nil, lineCap: String? = nil, lineJoin: String? = nil,
                evenOdd: Bool? = nil, gradient: ScreenGradient? = nil) {
        self.kind = kind
        self.colors = colors
        self.shape = shape
        self.lineWidth = lineWidth
        self.fontSize = fontSize
        self.path = path
        self.dash = dash
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.evenOdd = evenOdd
        self.gradient = gradient
    }
}

/// A gradient, in screen points, for the picture: `linear` from `start` to `end`; `radial` and
/// `elliptical` around `center` from `startRadius` to `endRadius` (an ellipse `aspect` times as
/// tall as wide); `angular` around `center` from `startAngle` to `endAngle` degrees.
public struct ScreenGradient: Codable, Equatable, Sendable {
    public struct Stop: Codable, Equatable, Sendable {
        public var color: String
        public var location: Double
        public init(color: String, location: Double) {
            self.color = color
            self.location = location
        }
    }
    public var kind: String
    public var stops: [Stop]
    public var start: [Double], end: [Double], center: [Double]
    public var startRadius: Double, endRadius: Double
    public var startAngle: Double, endAngle: Double
    public var aspect: Double

    public init(kind: String, stops: [Stop], start: [Double], end: [Double], center: [Double], startRadius: Double,
                endRadius: Double, startAngle: Double, endAngle: Double, aspect: Double) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.aspect = aspect
    }
}

/// A `key=value` fact on a report line.
public struct Attribute: Codable, Equatable, Sendable {
    public var key: String
    public var value: String
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }

    /// Every attribute name the report writes, with what it means; docs/SCENARIOS.md documents
    /// each (a test checks it). The model writes them, the harness reads some back (the picture
    /// of the screen), and claims name them.
    public enum Name {
        // The frame, in screen points (`ReportLine.frameKeys`).
        public static let x = "x", y = "y", w = "w", h = "h"
        // Drawing.
        public static let clip = "clip", visible = "visible", colors = "colors", rendering = "rendering"
        public static let resizable = "resizable", scale = "scale", missing = "missing"
        public static let style = "style", width = "width", height = "height", shape = "shape", ratio = "ratio"
        // Text.
        public static let font = "font", weight = "weight", lines = "lines", truncated = "truncated"
        public static let bold = "bold", italic = "italic", strikethrough = "strikethrough", underline = "underline"
        public static let code = "code", link = "link", images = "images", foreground = "foreground"
        // Containers and controls.
        public static let rows = "rows", built = "built", inMenu = "in-menu", placement = "placement"
        public static let destination = "destination", on = "on", text = "text", value = "value", spinning = "spinning"
        public static let reorderable = "reorderable", reorder = "reorder"
        // Symbol effects.
        public static let effect = "effect", plays = "plays"
        // Navigation and presentation (issue 10).
        public static let title = "title", mode = "mode", background = "background", chevron = "chevron"
        public static let selected = "selected", badge = "badge", detent = "detent", dragIndicator = "drag-indicator"
        public static let interactiveDismiss = "interactive-dismiss", role = "role"
        // Lists, forms and controls (issue 10).
        public static let header = "header", footer = "footer", separator = "separator", swipe = "swipe"
        public static let editing = "editing", refreshable = "refreshable", prompt = "prompt", expanded = "expanded"
        public static let selection = "selection", bounds = "bounds", step = "step", disabled = "disabled"
        public static let size = "size", tint = "tint", keyboard = "keyboard", submitLabel = "submit-label"
        public static let capitalization = "capitalization", autocorrection = "autocorrection", focused = "focused"
        public static let axis = "axis", color = "color", item = "item"
        // Drawing: shapes, paths, gradients, canvases (issue 11).
        public static let fill = "fill", stroke = "stroke", strokeBorder = "stroke-border", lineWidth = "line-width"
        public static let dash = "dash", cap = "cap", join = "join", eoFill = "eo-fill", trim = "trim", inset = "inset"
        public static let path = "path", pathBounds = "path-bounds", opacity = "opacity"
        // Effects and transforms (issue 11).
        public static let by = "by", factor = "factor", anchor = "anchor", angle = "angle", matrix = "matrix"
        public static let radius = "radius", opaque = "opaque", amount = "amount", z = "z", drawn = "drawn", at = "at"
        // The rest of layout (issue 11).
        public static let edges = "edges", regions = "regions", edge = "edge", span = "span"
        public static let align = "align", truncation = "truncation", scaled = "scaled"
        // Animation, transitions and gestures (issue 11).
        public static let transition = "transition", gesture = "gesture"
        // The accessibility section (issue 22).
        public static let hint = "hint", traits = "traits", level = "level", identifier = "identifier"
        public static let inputLabels = "input-labels", actions = "actions"

        /// The names of a flexible frame's limits, as `frame(minWidth:…)` names them.
        public static let frameLimits = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

        public static let all: [String] = [
            x, y, w, h, clip, visible, colors, rendering, resizable, scale, missing, style, width, height, shape, ratio,
            font, weight, lines, truncated, bold, italic, strikethrough, underline, code, link, images, foreground,
            rows, built, inMenu, placement, destination, on, text, value, spinning, reorderable, reorder, effect, plays,
            title, mode, background, chevron, selected, badge, detent, dragIndicator, interactiveDismiss, role,
            header, footer, separator, swipe, editing, refreshable, prompt, expanded, selection, bounds, step, disabled,
            size, tint, keyboard, submitLabel, capitalization, autocorrection, focused, axis, color, item,
            fill, stroke, strokeBorder, lineWidth, dash, cap, join, eoFill, trim, inset, path, pathBounds, opacity,
            by, factor, anchor, angle, matrix, radius, opaque, amount, z, drawn, at,
            edges, regions, edge, span, align, truncation, scaled,
            transition, gesture,
            hint, traits, level, identifier, inputLabels, actions,
        ] + frameLimits
    }
}
