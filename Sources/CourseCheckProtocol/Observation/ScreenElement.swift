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

    public init(kind: Kind, colors: [String], shape: String? = nil, lineWidth: Double? = nil, fontSize: Double? = nil) {
        self.kind = kind
        self.colors = colors
        self.shape = shape
        self.lineWidth = lineWidth
        self.fontSize = fontSize
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
        // Animation, transitions and gestures (issue 11).
        public static let opacity = "opacity", transition = "transition", gesture = "gesture"

        /// The names of a flexible frame's limits, as `frame(minWidth:…)` names them.
        public static let frameLimits = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

        public static let all: [String] = [
            x, y, w, h, clip, visible, colors, rendering, resizable, scale, missing, style, width, height, shape, ratio,
            font, weight, lines, truncated, bold, italic, strikethrough, underline, code, link, images, foreground,
            rows, built, inMenu, placement, destination, on, text, value, spinning, reorderable, reorder, effect, plays,
            title, mode, background, chevron, selected, badge, detent, dragIndicator, interactiveDismiss, role,
            header, footer, separator, swipe, editing, refreshable, prompt, expanded, selection, bounds, step, disabled,
            size, tint, keyboard, submitLabel, capitalization, autocorrection, focused, axis, color, item,
            opacity, transition, gesture,
        ] + frameLimits
    }
}
