import Foundation

/// The outline of a 2D shape (SwiftUI's `Path`): a list of elements, as CoreGraphics keeps them.
/// Arcs, ellipses and rounded corners become cubic Bézier curves, as CoreGraphics makes them
/// (Apple's `addArc(center:…)`: "uses a sequence of cubic Bézier curves to approximate a circle").
/// The geometry (bounds, length, trimming, containment) is in `PathGeometry.swift`.
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addCorners(in: rect, radii: cornerRadii, heightScale: 1, transform: .identity)
    }
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, or nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
    public mutating func addLine(to end: CGPoint) {
        ensureStart(end)
        elements.append(.line(to: end))
    }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        ensureStart(control)
        elements.append(.quadCurve(to: end, control: control))
    }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensureStart(control1)
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() {
        if !elements.isEmpty, elements.last != .closeSubpath { elements.append(.closeSubpath) }
    }

    /// A segment added to an empty path starts where it would otherwise start from (CoreGraphics
    /// starts a subpath at the first point when there is no current point).
    private mutating func ensureStart(_ point: CGPoint) {
        if currentPoint == nil { elements.append(.move(to: point)) }
    }

    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        lines.dropFirst().forEach { addLine(to: $0) }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var part = Path()
        let r = rect.standardized
        part.move(to: CGPoint(x: r.minX, y: r.minY))
        part.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        part.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        part.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        part.closeSubpath()
        addPath(part, transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// An ellipse as four quarter curves, starting at its rightmost point and going clockwise on
    /// the screen (CoreGraphics' `addEllipse(in:)`: "a sequence of Bézier curves … clockwise";
    /// in SwiftUI's flipped coordinates it runs through the bottom first).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var part = Path()
        let r = rect.standardized
        part.move(to: CGPoint(x: r.maxX, y: r.midY))
        part.appendArc(center: CGPoint(x: r.midX, y: r.midY), radii: CGSize(width: r.width / 2, height: r.height / 2),
                       start: 0, sweep: 2 * .pi)
        part.closeSubpath()
        addPath(part, transform: transform)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let radii = RectangleCornerRadii(topLeading: cornerSize.width, bottomLeading: cornerSize.width,
                                         bottomTrailing: cornerSize.width, topTrailing: cornerSize.width)
        addCorners(in: rect, radii: radii, heightScale: cornerSize.width > 0 ? cornerSize.height / cornerSize.width : 1, transform: transform)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addCorners(in: rect, radii: cornerRadii, heightScale: 1, transform: transform)
    }

    /// A rectangle with a rounded corner of its own radius at each corner, each radius limited to
    /// half the shorter side. Continuous corners are drawn as circular ones: Apple publishes no
    /// curve for them (no source).
    mutating func addCorners(in rect: CGRect, radii: RectangleCornerRadii, heightScale: CGFloat, transform: CGAffineTransform) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ value: CGFloat) -> CGSize {
            let w = max(0, min(value, limit))
            return CGSize(width: w, height: max(0, min(w * heightScale, limit)))
        }
        let tl = clamp(radii.topLeading), tr = clamp(radii.topTrailing)
        let br = clamp(radii.bottomTrailing), bl = clamp(radii.bottomLeading)
        // "starting by moving to the center of the right edge" (Apple's `addRoundedRect(in:…)`),
        // then round the corners in turn, bottom trailing first (the direction: no source).
        var part = Path()
        part.move(to: CGPoint(x: r.maxX, y: r.midY))
        part.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br.width > 0 { part.appendArc(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, start: 0, sweep: .pi / 2) }
        part.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl.width > 0 { part.appendArc(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, start: .pi / 2, sweep: .pi / 2) }
        part.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl.width > 0 { part.appendArc(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, start: .pi, sweep: .pi / 2) }
        part.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr.width > 0 { part.appendArc(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, start: -.pi / 2, sweep: .pi / 2) }
        part.closeSubpath()
        addPath(part, transform: transform)
    }

    /// An arc of a circle around `center`, from `startAngle` to `endAngle`. Angles are measured
    /// in SwiftUI's flipped coordinates (0 points right, positive angles turn towards +y), so
    /// `clockwise: false` sweeps towards larger angles, which looks clockwise on the screen
    /// (Apple's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`, citing CGPath:
    /// "in a flipped coordinate system … specifying a clockwise arc results in a counterclockwise
    /// arc"). The sweep between the angles is taken modulo a full turn, and a difference of a full
    /// turn or more draws the whole circle: Apple does not say; the model follows the HTML canvas
    /// `arc()` rule, which CoreGraphics-based canvases implement (no Apple source).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let full = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            sweep = -sweep >= full ? -full : -((-sweep).truncatingRemainder(dividingBy: full) + full).truncatingRemainder(dividingBy: full)
        } else {
            sweep = sweep >= full ? full : (sweep.truncatingRemainder(dividingBy: full) + full).truncatingRemainder(dividingBy: full)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep), transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive: towards larger angles). "If the path
    /// ends with an unclosed subpath, this method adds a line connecting the current point to the
    /// starting point of the arc. If there is no unclosed subpath, this method creates a new
    /// subpath" (Apple's `addRelativeArc(center:radius:startAngle:delta:transform:)`).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)),
                            y: center.y + radius * CGFloat(sin(startAngle.radians)))
        elements.append(hasOpenSubpath ? .line(to: start.applying(transform)) : .move(to: start.applying(transform)))
        var arc = Path()
        arc.move(to: start)
        arc.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: startAngle.radians, sweep: delta.radians)
        elements += arc.elements.dropFirst().map { $0.applying(transform) }
    }

    /// The path ends with a subpath that is not closed.
    var hasOpenSubpath: Bool {
        guard let last = elements.last else { return false }
        return last != .closeSubpath
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`, joined to the current point by a line (CoreGraphics'
    /// `addArc(tangent1End:tangent2End:radius:)`, the canvas `arcTo`).
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let p1t = p1.applying(transform)
        guard let p0t = currentPoint else { move(to: p1t); return }
        let p0 = p0t.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { addLine(to: p1t); return }
        let angle = acos(max(-1, min(1, Double((v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))))
        let distance = radius / CGFloat(tan(angle / 2))
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius` from each tangent point.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centreDistance = hypot(distance, radius)
        let centre = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a1 = atan2(Double(t1.y - centre.y), Double(t1.x - centre.x))
        let a2 = atan2(Double(t2.y - centre.y), Double(t2.x - centre.x))
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        elements.append(.line(to: t1.applying(transform)))
        var arc = Path()
        arc.move(to: t1)
        arc.appendArc(center: centre, radii: CGSize(width: radius, height: radius), start: a1, sweep: sweep)
        elements += arc.elements.dropFirst().map { $0.applying(transform) }
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// Appends cubic curves for an elliptical arc from the current point, in pieces of at most a
    /// quarter turn, each with control points at 4/3·tan(θ/4) of the radius along the tangents
    /// (the standard approximation CoreGraphics uses; Riškus, "Approximation of a cubic Bézier
    /// curve by circular arcs and vice versa", 2006).
    mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            func point(_ a: Double) -> CGPoint {
                CGPoint(x: center.x + radii.width * CGFloat(cos(a)), y: center.y + radii.height * CGFloat(sin(a)))
            }
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - CGFloat(k) * radii.width * CGFloat(sin(angle)), y: p0.y + CGFloat(k) * radii.height * CGFloat(cos(angle)))
            let c2 = CGPoint(x: p3.x + CGFloat(k) * radii.width * CGFloat(sin(next)), y: p3.y - CGFloat(k) * radii.height * CGFloat(cos(next)))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            angle = next
        }
    }

    // MARK: Transforming

    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        path.elements = elements.map { $0.applying(transform) }
        return path
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
}

extension Path.Element {
    func applying(_ t: CGAffineTransform) -> Path.Element {
        guard !t.isIdentity else { return self }
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// The letter SVG gives the element: M, L, Q, C, Z.
    var letter: String {
        switch self {
        case .move: "M"
        case .line: "L"
        case .quadCurve: "Q"
        case .curve: "C"
        case .closeSubpath: "Z"
        }
    }
}

/// The radii of a rectangle's four corners (iOS 16's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The radius of one corner, by its name (read-only, as Apple's).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public subscript(corner: Edge.Corner) -> CGFloat {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }
}
