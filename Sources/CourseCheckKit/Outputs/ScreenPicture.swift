import CourseCheckProtocol
import Foundation

/// A picture of one step's screen as SVG, drawn from the observation's screen elements: the
/// device's outline and safe area, then every element that paints, in drawing order, inside the
/// clips of the elements around it.
///
/// What lies outside the screen is drawn too, faded, on the canvas around the device, so that a
/// picture that runs off the screen shows where it went; what the screen shows is drawn again at
/// full strength, clipped to the screen.
///
/// It is a diagram, not a rendering: a photograph is a rectangle of its dominant colour with its
/// name, a symbol a glyph-shaped placeholder (`ScreenPictureSymbols`), text one line of the
/// element's characters per reported line in an approximate font; the system's list cards,
/// chevrons and swipe actions are drawn as iOS draws them (`ScreenPictureChrome`). The output depends only on its input (numbers as the report writes them,
/// clip IDs in drawing order), so two runs that show the same screen give the same file.
public enum ScreenPicture {
    /// How far the canvas reaches beyond the screen, at most, in screen sizes: a picture 30 000
    /// points tall would make an unreadable file.
    static let maximumOverhang = 1.0
    static let margin = 24.0
    static let titleHeight = 28.0

    public static func svg(elements: [ScreenElement], device: RunPlan.Device, title: String) -> String {
        let screen = Rect(x: 0, y: 0, w: device.width, h: device.height)
        // The canvas: the screen and every painted frame, within the overhang.
        var canvas = screen
        for element in elements where element.paint != nil {
            canvas = canvas.union(Rect(element.frame))
        }
        canvas = canvas.intersection(Rect(x: -device.width * maximumOverhang, y: -device.height * maximumOverhang,
                                          w: device.width * (1 + 2 * maximumOverhang), h: device.height * (1 + 2 * maximumOverhang)))
            ?? screen
        let viewBox = Rect(x: canvas.x - margin, y: canvas.y - margin - titleHeight,
                           w: canvas.w + 2 * margin, h: canvas.h + 2 * margin + titleHeight)
        let corner = min(device.width, device.height) * 0.14

        var out: [String] = []
        out.append(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\##(n(viewBox.x)) \##(n(viewBox.y)) \##(n(viewBox.w)) \##(n(viewBox.h))" width="\##(n(viewBox.w))" height="\##(n(viewBox.h))" font-family="Helvetica, Arial, sans-serif">"##)
        out.append("<title>\(XML.escape(title))</title>")
        out.append("<defs>")
        out.append(##"<clipPath id="screen"><rect x="0" y="0" width="\##(n(device.width))" height="\##(n(device.height))" rx="\##(n(corner))"/></clipPath>"##)
        let (body, clips) = drawing(elements)
        out += clips
        out.append("</defs>")
        // The canvas, then the device's glass.
        out.append(##"<rect x="\##(n(viewBox.x))" y="\##(n(viewBox.y))" width="\##(n(viewBox.w))" height="\##(n(viewBox.h))" fill="#EDEDF0"/>"##)
        out.append(##"<text x="\##(n(viewBox.x + 8))" y="\##(n(viewBox.y + 19))" font-size="13" fill="#3C3C43">\##(XML.escape(title))</text>"##)
        out.append(##"<rect x="0" y="0" width="\##(n(device.width))" height="\##(n(device.height))" rx="\##(n(corner))" fill="#FFFFFF"/>"##)
        // Everything, faded (what runs off the screen shows here), then the screen's part of it.
        out.append(##"<g opacity="0.3">"##)
        out += body
        out.append("</g>")
        out.append(##"<g clip-path="url(#screen)">"##)
        out += body
        out.append("</g>")
        // The safe area, and the device's outline over everything.
        let safeHeight = device.height - device.safeAreaTop - device.safeAreaBottom
        out.append(##"<rect x="0" y="\##(n(device.safeAreaTop))" width="\##(n(device.width))" height="\##(n(safeHeight))" fill="none" stroke="#34C759" stroke-width="1" stroke-dasharray="6 4"/>"##)
        out.append(##"<rect x="0" y="0" width="\##(n(device.width))" height="\##(n(device.height))" rx="\##(n(corner))" fill="none" stroke="#1C1C1E" stroke-width="4"/>"##)
        out.append(##"<text x="\##(n(device.width - 4))" y="\##(n(device.height + 16))" font-size="11" fill="#3C3C43" text-anchor="end">\##(XML.escape(device.name)) · \##(n(device.width)) × \##(n(device.height)) pt · safe area \##(n(device.safeAreaTop)) / \##(n(device.safeAreaBottom))</text>"##)
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The painted elements as SVG lines, nested in groups for the clips around them, and the
    /// clip paths those groups use.
    static func drawing(_ elements: [ScreenElement]) -> (body: [String], clips: [String]) {
        var body: [String] = []
        var clips: [String] = []
        var definitions = PictureDefinitions()
        let groups = RowGroups(elements)
        // Open clip groups, by the depth of the element that clips; the elements around this one.
        var open: [Int] = []
        var inside: [ScreenElement] = []
        for (index, element) in elements.enumerated() {
            while let depth = open.last, depth >= element.depth {
                body.append("</g>")
                open.removeLast()
            }
            while let last = inside.last, last.depth >= element.depth { inside.removeLast() }
            body += chrome(element, index: index, groups: groups, inside: inside)
            body += paintWithOpacity(element, textStyle: systemTextStyle(inside: inside), definitions: &definitions)
            if let clip = element.attribute(Attribute.Name.clip) {
                let id = "clip\(clips.count + 1)"
                clips.append(##"<clipPath id="\##(id)">\##(shape(clip, Rect(element.frame), attributes: ""))</clipPath>"##)
                body.append(##"<g clip-path="url(#\##(id))">"##)
                open.append(element.depth)
            }
            inside.append(element)
        }
        body += open.map { _ in "</g>" }
        return (body, clips + definitions.lines)
    }

    /// What one element paints, in a group at its opacity when it has one,
    /// and moved by the effects around it (`transform`).
    static func paintWithOpacity(_ element: ScreenElement, textStyle: String? = nil, definitions: inout PictureDefinitions) -> [String] {
        var lines = paint(element, textStyle: textStyle, definitions: &definitions)
        guard !lines.isEmpty else { return lines }
        if let opacity = element.paint?.opacity, opacity < 1 {
            lines = [##"<g opacity="\##(n(opacity))">"##] + lines + ["</g>"]
        }
        if let matrix = element.paint?.transform, matrix.count == 6 {
            lines = [##"<g transform="matrix(\##(matrix.map { n($0) }.joined(separator: " ")))">"##] + lines + ["</g>"]
        }
        return lines
    }

    /// What one element paints.
    /// - Parameter textStyle: the style the system draws a text in here (`systemTextStyle`).
    static func paint(_ element: ScreenElement, textStyle: String? = nil, definitions: inout PictureDefinitions) -> [String] {
        guard let paint = element.paint else { return [] }
        let frame = Rect(element.frame)
        guard frame.w > 0, frame.h > 0 else { return [] }
        if paint.path != nil || paint.parts != nil || paint.gradient != nil {
            return pathPaint(paint, frame: frame, definitions: &definitions)
        }
        let (hex, opacity) = ScreenPalette.color(paint.kind == .text ? textStyle ?? paint.colors.first ?? "primary" : paint.colors.first ?? "primary")
        let fill = ##"fill="\##(hex)"\##(opacity < 1 ? ##" fill-opacity="\##(n(opacity))""## : "")"##
        switch paint.kind {
        case .fill:
            guard opacity > 0 else { return [] }
            return [shape(paint.shape ?? "rect", frame, attributes: fill)]
        case .stroke:
            let width = paint.lineWidth ?? 1
            // A border strokes inside the bounds.
            let inset = Rect(x: frame.x + width / 2, y: frame.y + width / 2, w: max(frame.w - width, 0), h: max(frame.h - width, 0))
            return [shape(paint.shape ?? "rect", inset, attributes: ##"fill="none" stroke="\##(hex)" stroke-width="\##(n(width))""##)]
        case .text:
            return text(element, frame: frame, fill: fill, size: paint.fontSize ?? 17)
        case .bitmap:
            // A photograph: its size and dominant colour, a cross to say it stands for a picture,
            // and its name and size in the middle (which a fill's clip keeps in sight).
            // A decoded bitmap (AsyncImage's) has no name: call it a photo.
            let name = plainContent(element.content)
            let label = XML.escape(name.hasPrefix("bitmap ") ? "photo" : name)
            let size = min(max(min(frame.w, frame.h) * 0.08, 9), 28)
            return [
                ##"<rect x="\##(n(frame.x))" y="\##(n(frame.y))" width="\##(n(frame.w))" height="\##(n(frame.h))" \##(fill)/>"##,
                ##"<path d="M\##(n(frame.x)) \##(n(frame.y))L\##(n(frame.maxX)) \##(n(frame.maxY))M\##(n(frame.maxX)) \##(n(frame.y))L\##(n(frame.x)) \##(n(frame.maxY))" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="1"/>"##,
                ##"<text x="\##(n(frame.midX))" y="\##(n(frame.midY + size / 3))" font-size="\##(n(size))" fill="#FFFFFF" text-anchor="middle">\##(label) \##(n(frame.w)) × \##(n(frame.h))</text>"##,
            ]
        case .symbol:
            return symbol(symbolName(element.content), frame: frame, hex: hex, opacity: opacity)
        case .spinner:
            let radius = min(frame.w, frame.h) / 2 - 1
            return [##"<circle cx="\##(n(frame.midX))" cy="\##(n(frame.midY))" r="\##(n(max(radius, 0)))" fill="none" stroke="#8A8A8E" stroke-width="2" stroke-dasharray="3 2"/>"##]
        }
    }

    /// A Text's characters, on as many lines as the report says it took, words shared out so the
    /// lines are about as long as each other.
    static func text(_ element: ScreenElement, frame: Rect, fill: String, size: Double) -> [String] {
        let string = plainContent(element.content)
        let lineCount = max(Int(element.attribute(Attribute.Name.lines) ?? "1") ?? 1, 1)
        let lines = share(string, into: lineCount)
        let lineHeight = frame.h / Double(lines.count)
        var weight = ""
        if let name = element.attribute(Attribute.Name.weight), ["semibold", "bold", "heavy", "black"].contains(name) { weight = ##" font-weight="bold""## }
        // One line is stretched or squeezed to the width the model measured, so the picture shows
        // the model's text metrics rather than the viewer's font.
        let length = lines.count == 1 ? ##" textLength="\##(n(frame.w))" lengthAdjust="spacingAndGlyphs""## : ""
        return lines.enumerated().map { index, line in
            let baseline = frame.y + lineHeight * Double(index) + lineHeight * 0.5 + size * 0.35
            return ##"<text x="\##(n(frame.x))" y="\##(n(baseline))" font-size="\##(n(size))" \##(fill)\##(weight)\##(length)>\##(XML.escape(line))</text>"##
        }
    }

    static func share(_ string: String, into count: Int) -> [String] {
        let words = string.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard count > 1, words.count > 1 else { return [string] }
        let target = Double(string.count) / Double(count)
        var lines: [String] = []
        var current = ""
        for word in words {
            if !current.isEmpty, Double(current.count + 1 + word.count) > target * 1.1, lines.count < count - 1 {
                lines.append(current)
                current = word
            } else {
                current = current.isEmpty ? word : current + " " + word
            }
        }
        lines.append(current)
        return lines
    }

    /// An SVG shape in the report's notation for shapes: `rect`, `roundedRect(8)`, `circle`,
    /// `ellipse`, `capsule`.
    static func shape(_ name: String, _ frame: Rect, attributes: String) -> String {
        let tail = attributes.isEmpty ? "" : " " + attributes
        switch name {
        case "circle":
            return ##"<circle cx="\##(n(frame.midX))" cy="\##(n(frame.midY))" r="\##(n(min(frame.w, frame.h) / 2))"\##(tail)/>"##
        case "ellipse":
            return ##"<ellipse cx="\##(n(frame.midX))" cy="\##(n(frame.midY))" rx="\##(n(frame.w / 2))" ry="\##(n(frame.h / 2))"\##(tail)/>"##
        default:
            var radius = 0.0
            if name == "capsule" { radius = min(frame.w, frame.h) / 2 }
            if name.hasPrefix("roundedRect("), let value = Double(name.dropFirst("roundedRect(".count).dropLast()) {
                radius = min(value, min(frame.w, frame.h) / 2)
            }
            let corner = radius > 0 ? ##" rx="\##(n(radius))""## : ""
            return ##"<rect x="\##(n(frame.x))" y="\##(n(frame.y))" width="\##(n(frame.w))" height="\##(n(frame.h))"\##(corner)\##(tail)/>"##
        }
    }

    /// The element's content without the report's quoting, on one line: `"Harbour"` →
    /// `Harbour`, `systemName: "heart"` → `systemName: heart`.
    static func plainContent(_ content: String?) -> String {
        guard let content else { return "" }
        return String(ReportQuoting.plain(content).map { $0 == "\n" || $0 == "\t" ? " " : $0 })
    }

    static func symbolName(_ content: String?) -> String {
        let plain = plainContent(content)
        return plain.hasPrefix("systemName: ") ? String(plain.dropFirst("systemName: ".count)) : plain
    }

    static func n(_ value: Double) -> String { ReportNumber.format(value) }

    /// The file a run's step is drawn to: `<lesson>/<question>[-variant]-<step>.svg`.
    public static func fileName(scenarioID: String, variant: String, step: String) -> String {
        var name = scenarioID
        if variant != "default" { name += "-" + slug(variant) }
        return name + "-" + slug(step) + ".svg"
    }

    /// Letters and digits kept, every other run of characters one `-`: `tap "Add" #2` → `tap-Add-2`.
    static func slug(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber {
                result.append(character)
            } else if !result.isEmpty, !result.hasSuffix("-") {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "step" : result
    }

    /// Writes every screen of every run of the outcomes under `directory`; returns the paths written.
    public static func write(_ outcomes: [ScenarioOutcome], to directory: URL) throws -> [String] {
        var written: [String] = []
        for outcome in outcomes {
            for variant in outcome.variants {
                guard let device = variant.observed.device else { continue }
                for screen in variant.observed.screens {
                    let name = fileName(scenarioID: outcome.id, variant: variant.variant, step: screen.step)
                    let url = directory.appendingPathComponent(name)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    var title = outcome.id
                    if variant.variant != "default" { title += " · " + variant.variant }
                    title += " · after " + screen.step
                    try svg(elements: screen.elements, device: device, title: title).write(to: url, atomically: true, encoding: .utf8)
                    written.append(url.path)
                }
            }
        }
        return written
    }
}

/// A rectangle in screen points, for the picture's arithmetic.
struct Rect: Equatable {
    var x, y, w, h: Double
    init(x: Double, y: Double, w: Double, h: Double) {
        self.x = x
        self.y = y
        self.w = w
        self.h = h
    }
    init(_ frame: [Double]) {
        self.init(x: frame.count > 0 ? frame[0] : 0, y: frame.count > 1 ? frame[1] : 0,
                  w: frame.count > 2 ? frame[2] : 0, h: frame.count > 3 ? frame[3] : 0)
    }
    var maxX: Double { x + w }
    var maxY: Double { y + h }
    var midX: Double { x + w / 2 }
    var midY: Double { y + h / 2 }

    func union(_ other: Rect) -> Rect {
        guard other.w > 0, other.h > 0, other.x.isFinite, other.y.isFinite, other.w.isFinite, other.h.isFinite else { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        return Rect(x: minX, y: minY, w: max(maxX, other.maxX) - minX, h: max(maxY, other.maxY) - minY)
    }

    func intersection(_ other: Rect) -> Rect? {
        let minX = max(x, other.x), minY = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > minX, bottom > minY else { return nil }
        return Rect(x: minX, y: minY, w: right - minX, h: bottom - minY)
    }
}
