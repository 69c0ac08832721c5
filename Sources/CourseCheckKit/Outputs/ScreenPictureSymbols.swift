import CourseCheckProtocol
import Foundation

/// An SF Symbol in the picture: a glyph-shaped placeholder inside the symbol's frame, in its
/// colour — the shape its name describes where the name says one (`star`, `heart`, `plus`,
/// `xmark`, `checkmark`, `chevron.right`, `arrow.up`, `circle`, `square`, `triangle`), inside a
/// circle or square when the name has `.circle` or `.square`, filled when it has `.fill`; a
/// rounded square for the rest. Apple's glyphs are not drawn (their outlines are Apple's), and
/// the name is the group's title (shown on hover), not text over the glyph, so a symbol never
/// spills onto its neighbours.
extension ScreenPicture {
    static func symbol(_ name: String, frame: Rect, hex: String, opacity: Double) -> [String] {
        let side = min(frame.w, frame.h) * 0.84
        guard side > 0 else { return [] }
        let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, w: side, h: side)
        let parts = name.split(separator: ".").map(String.init)
        let filled = parts.contains("fill")
        let enclosure = parts.dropFirst().first { $0 == "circle" || $0 == "square" }
        let ink = ##"fill="\##(hex)""## + (opacity < 1 ? ##" fill-opacity="\##(n(opacity))""## : "")
        let line = { (width: Double, color: String) in
            ##"fill="none" stroke="\##(color)" stroke-width="\##(n(width))" stroke-linecap="round" stroke-linejoin="round""##
                + (opacity < 1 ? ##" stroke-opacity="\##(n(opacity))""## : "")
        }
        var out = [##"<g><title>\##(XML.escape(name))</title>"##]
        var glyphBox = box
        var glyphColor = hex
        var glyphFilled = filled
        if let enclosure {
            let outline = enclosure == "circle" ? "circle" : "roundedRect(\(n(side * 0.22)))"
            out.append(shape(outline, box, attributes: filled ? ink : line(side * 0.08, hex)))
            let inset = side * 0.25
            glyphBox = Rect(x: box.x + inset, y: box.y + inset, w: side - 2 * inset, h: side - 2 * inset)
            if filled { glyphColor = "#FFFFFF"; glyphFilled = false }
        }
        let glyphInk = ##"fill="\##(glyphColor)""## + (opacity < 1 ? ##" fill-opacity="\##(n(opacity))""## : "")
        let stroke = line(max(glyphBox.w * 0.13, 1), glyphColor)
        if let path = glyphPath(parts.first ?? "", parts.dropFirst().first, in: glyphBox) {
            out.append(##"<path d="\##(path.data)" \##(path.isStroke ? stroke : (glyphFilled ? glyphInk : stroke))/>"##)
        } else if enclosure == nil {
            out.append(shape(parts.first == "circle" ? "circle" : "roundedRect(\(n(side * 0.25)))", box,
                             attributes: filled || !["circle", "square"].contains(parts.first ?? "") ? ink : line(side * 0.08, hex)))
        }
        out.append("</g>")
        return [out.joined()]
    }

    /// The outline a symbol's name describes, in `box`; `isStroke` for lines (a plus, a chevron)
    /// rather than areas. Nil when the name describes none.
    static func glyphPath(_ name: String, _ modifier: String?, in box: Rect) -> (data: String, isStroke: Bool)? {
        let (x, y, w, h) = (box.x, box.y, box.w, box.h)
        func p(_ fx: Double, _ fy: Double) -> String { "\(n(x + fx * w)) \(n(y + fy * h))" }
        switch name {
        case "star":
            let points = (0..<10).map { index -> String in
                let angle = Double(index) * .pi / 5 - .pi / 2
                let radius = index.isMultiple(of: 2) ? 0.5 : 0.2
                return p(0.5 + radius * cos(angle), 0.52 + radius * sin(angle))
            }
            return ("M" + points.joined(separator: "L") + "Z", false)
        case "heart":
            return ("M\(p(0.5, 0.9))C\(p(0.1, 0.62)) \(p(0, 0.35)) \(p(0.1, 0.2))C\(p(0.22, 0.05)) \(p(0.45, 0.1)) \(p(0.5, 0.28))"
                    + "C\(p(0.55, 0.1)) \(p(0.78, 0.05)) \(p(0.9, 0.2))C\(p(1, 0.35)) \(p(0.9, 0.62)) \(p(0.5, 0.9))Z", false)
        case "plus":
            return ("M\(p(0.5, 0.12))L\(p(0.5, 0.88))M\(p(0.12, 0.5))L\(p(0.88, 0.5))", true)
        case "minus":
            return ("M\(p(0.12, 0.5))L\(p(0.88, 0.5))", true)
        case "xmark":
            return ("M\(p(0.18, 0.18))L\(p(0.82, 0.82))M\(p(0.82, 0.18))L\(p(0.18, 0.82))", true)
        case "checkmark":
            return ("M\(p(0.12, 0.55))L\(p(0.4, 0.82))L\(p(0.88, 0.2))", true)
        case "triangle":
            return ("M\(p(0.5, 0.1))L\(p(0.92, 0.88))L\(p(0.08, 0.88))Z", false)
        case "chevron":
            switch modifier {
            case "left", "backward": return ("M\(p(0.68, 0.12))L\(p(0.32, 0.5))L\(p(0.68, 0.88))", true)
            case "up": return ("M\(p(0.12, 0.68))L\(p(0.5, 0.32))L\(p(0.88, 0.68))", true)
            case "down": return ("M\(p(0.12, 0.32))L\(p(0.5, 0.68))L\(p(0.88, 0.32))", true)
            default: return ("M\(p(0.32, 0.12))L\(p(0.68, 0.5))L\(p(0.32, 0.88))", true)
            }
        case "arrow":
            switch modifier {
            case "left", "backward": return ("M\(p(0.9, 0.5))L\(p(0.1, 0.5))M\(p(0.4, 0.2))L\(p(0.1, 0.5))L\(p(0.4, 0.8))", true)
            case "up": return ("M\(p(0.5, 0.9))L\(p(0.5, 0.1))M\(p(0.2, 0.4))L\(p(0.5, 0.1))L\(p(0.8, 0.4))", true)
            case "down": return ("M\(p(0.5, 0.1))L\(p(0.5, 0.9))M\(p(0.2, 0.6))L\(p(0.5, 0.9))L\(p(0.8, 0.6))", true)
            default: return ("M\(p(0.1, 0.5))L\(p(0.9, 0.5))M\(p(0.6, 0.2))L\(p(0.9, 0.5))L\(p(0.6, 0.8))", true)
            }
        default:
            return nil
        }
    }
}
