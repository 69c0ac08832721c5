import CourseCheckProtocol
import Foundation

/// Gradients and clip paths the picture defines once and its shapes refer to, numbered in drawing
/// order (`grad1`, `wedge1`…) so that the output stays deterministic.
struct PictureDefinitions {
    var lines: [String] = []
    var gradientCount = 0
    var wedgeCount = 0
}

extension ScreenPicture {
    /// Paths, strokes, gradients and a canvas's parts: SVG `<path>` elements in screen points.
    static func pathPaint(_ paint: ScreenPaint, frame: Rect, definitions: inout PictureDefinitions) -> [String] {
        if let parts = paint.parts {
            return parts.flatMap { part -> [String] in
                var lines: [String]
                if part.kind == .text, let at = part.path {
                    let (hex, _) = ScreenPalette.color(part.colors.first ?? "primary")
                    let point = at.dropFirst().split(separator: " ")
                    lines = [##"<text x="\##(point.first ?? "0")" y="\##(point.last ?? "0")" font-size="\##(n(part.fontSize ?? 17))" fill="\##(hex)" text-anchor="middle">\##(XML.escape(part.shape ?? ""))</text>"##]
                } else {
                    lines = pathPaint(part, frame: frame, definitions: &definitions)
                }
                if let opacity = part.opacity, opacity < 1 { lines = [##"<g opacity="\##(n(opacity))">"##] + lines + ["</g>"] }
                return lines
            }
        }
        // The outline: the path, or the named shape in the frame.
        let outline: String
        if let data = paint.path {
            outline = ##"<path d="\##(data)""##
        } else {
            let shapeElement = shape(paint.shape ?? "rect", frame, attributes: "")
            outline = String(shapeElement.dropLast(2))
        }
        let (hex, opacity) = ScreenPalette.color(paint.colors.first ?? "primary")
        var ink = hex
        var inkOpacity = opacity
        if let gradient = paint.gradient {
            if gradient.kind == "angular" {
                return angular(gradient, outline: outline, paint: paint, definitions: &definitions)
            }
            ink = "url(#\(define(gradient, definitions: &definitions)))"
            inkOpacity = 1
        }
        switch paint.kind {
        case .stroke:
            var attributes = ##" fill="none" stroke="\##(ink)" stroke-width="\##(n(paint.lineWidth ?? 1))""##
            if inkOpacity < 1 { attributes += ##" stroke-opacity="\##(n(inkOpacity))""## }
            if let dash = paint.dash { attributes += ##" stroke-dasharray="\##(dash.map(n).joined(separator: " "))""## }
            if let cap = paint.lineCap { attributes += ##" stroke-linecap="\##(cap)""## }
            if let join = paint.lineJoin { attributes += ##" stroke-linejoin="\##(join)""## }
            return [outline + attributes + "/>"]
        default:
            guard inkOpacity > 0 else { return [] }
            var attributes = ##" fill="\##(ink)""##
            if inkOpacity < 1 { attributes += ##" fill-opacity="\##(n(inkOpacity))""## }
            if paint.evenOdd == true { attributes += ##" fill-rule="evenodd""## }
            return [outline + attributes + "/>"]
        }
    }

    /// A linear or radial gradient definition; returns its ID.
    static func define(_ gradient: ScreenGradient, definitions: inout PictureDefinitions) -> String {
        definitions.gradientCount += 1
        let id = "grad\(definitions.gradientCount)"
        let stops = gradient.stops.map { stop -> String in
            let (hex, opacity) = ScreenPalette.color(stop.color)
            return ##"<stop offset="\##(n(stop.location))" stop-color="\##(hex)"\##(opacity < 1 ? ##" stop-opacity="\##(n(opacity))""## : "")/>"##
        }.joined()
        if gradient.kind == "linear" {
            definitions.lines.append(##"<linearGradient id="\##(id)" gradientUnits="userSpaceOnUse" x1="\##(n(gradient.start[0]))" y1="\##(n(gradient.start[1]))" x2="\##(n(gradient.end[0]))" y2="\##(n(gradient.end[1]))">\##(stops)</linearGradient>"##)
        } else {
            let cx = gradient.center[0], cy = gradient.center[1]
            let transform = gradient.aspect != 1
                ? ##" gradientTransform="translate(\##(n(cx)) \##(n(cy))) scale(1 \##(n(gradient.aspect))) translate(\##(n(-cx)) \##(n(-cy)))""## : ""
            definitions.lines.append(##"<radialGradient id="\##(id)" gradientUnits="userSpaceOnUse" cx="\##(n(cx))" cy="\##(n(cy))" r="\##(n(max(gradient.endRadius, 0.01)))" fr="\##(n(gradient.startRadius))"\##(transform)>\##(stops)</radialGradient>"##)
        }
        return id
    }

    /// SVG has no conic gradient: an angular one is drawn as 36 wedges around its centre, each in
    /// the colour the gradient has at the wedge's middle, clipped to the outline.
    static func angular(_ gradient: ScreenGradient, outline: String, paint: ScreenPaint, definitions: inout PictureDefinitions) -> [String] {
        definitions.wedgeCount += 1
        let id = "wedge\(definitions.wedgeCount)"
        definitions.lines.append(##"<clipPath id="\##(id)">\##(outline)/></clipPath>"##)
        let cx = gradient.center[0], cy = gradient.center[1]
        let reach = 4000.0
        let span = gradient.endAngle - gradient.startAngle
        var lines = [##"<g clip-path="url(#\##(id))">"##]
        let count = 36
        for index in 0..<count {
            let a0 = (gradient.startAngle + 360 * Double(index) / Double(count)) * .pi / 180
            let a1 = (gradient.startAngle + 360 * Double(index + 1) / Double(count)) * .pi / 180
            let middle = 360 * (Double(index) + 0.5) / Double(count)
            let fraction = span != 0 ? min(max(middle / span, 0), 1) : 0
            let color = interpolate(gradient.stops, at: fraction)
            lines.append(##"<path d="M\##(n(cx)) \##(n(cy))L\##(n(cx + reach * cos(a0))) \##(n(cy + reach * sin(a0)))L\##(n(cx + reach * cos(a1))) \##(n(cy + reach * sin(a1)))Z" fill="\##(color)"/>"##)
        }
        lines.append("</g>")
        if paint.kind == .stroke {
            // A stroke in an angular gradient: the wedges, masked by nothing finer; the outline
            // keeps the stroke's width visible in the gradient's first colour.
            let (hex, _) = ScreenPalette.color(gradient.stops.first?.color ?? "primary")
            return [##"\##(outline) fill="none" stroke="\##(hex)" stroke-width="\##(n(paint.lineWidth ?? 1))"/>"##]
        }
        return lines
    }

    /// The colour of a gradient's stops at a fraction, as `#RRGGBB`.
    static func interpolate(_ stops: [ScreenGradient.Stop], at fraction: Double) -> String {
        guard let first = stops.first else { return "#808080" }
        var lower = first, upper = stops.last ?? first
        for (a, b) in zip(stops, stops.dropFirst()) where a.location <= fraction && fraction <= b.location {
            lower = a
            upper = b
            break
        }
        if fraction <= first.location { return ScreenPalette.color(first.color).hex }
        if fraction >= upper.location, upper.location == stops.last?.location { return ScreenPalette.color(upper.color).hex }
        let span = upper.location - lower.location
        let t = span > 0 ? (fraction - lower.location) / span : 0
        func components(_ hex: String) -> [Double] {
            let digits = Array(hex.dropFirst())
            return stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 128) }
        }
        let a = components(ScreenPalette.color(lower.color).hex), b = components(ScreenPalette.color(upper.color).hex)
        return "#" + (0..<3).map { String(format: "%02X", Int((a[$0] + (b[$0] - a[$0]) * t).rounded())) }.joined()
    }
}
