import CourseCheckProtocol
import Foundation

// A path's geometry: its bounds, its length, trimmed copies and containment, computed on its
// elements (exact extremes for curves; lengths and containment on the curves flattened into
// `PathGeometry.curveSteps` lines each, which is the model's precision, no source).

extension Path {
    /// The smallest rectangle holding every segment, curves by their extremes and not their
    /// control points (Apple's `boundingRect`: "A rectangle containing all path segments").
    public var boundingRect: CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        func add(_ p: CGPoint) { xs.append(p.x); ys.append(p.y) }
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): current = p; start = p; add(p)
            case .line(let p): add(p); current = p
            case .quadCurve(let p, let c):
                let (c1, c2) = PathGeometry.cubicControls(from: current, quad: c, to: p)
                PathGeometry.cubicExtremes(current, c1, c2, p).forEach(add)
                current = p
            case .curve(let p, let c1, let c2):
                PathGeometry.cubicExtremes(current, c1, c2, p).forEach(add)
                current = p
            case .closeSubpath: current = start
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The part of the path between two fractions of its length (Apple's `trimmedPath(from:to:)`:
    /// "points linearly-interpolated along the path"). Curves are split where the fraction falls,
    /// so the part keeps its curves. A closed subpath's closing line counts as part of it.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = max(0, min(1, from)), to = max(0, min(1, to))
        if from <= 0 && to >= 1 { return self }
        guard to > from else { return Path() }
        let segments = PathGeometry.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let lower = from * total, upper = to * total
        var result = Path()
        var position: CGFloat = 0
        var lastEnd: CGPoint?
        for segment in segments {
            defer { position += segment.length }
            let segmentStart = position, segmentEnd = position + segment.length
            // Pieces shorter than a millionth of the path are rounding at a segment's end.
            let epsilon = total * 1e-6
            guard segmentEnd > lower + epsilon, segmentStart < upper - epsilon, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(0, lower - segmentStart))
            let t1 = segment.parameter(atLength: min(segment.length, upper - segmentStart))
            let piece = segment.cubic.split(from: t0, to: t1)
            if lastEnd == nil || lastEnd != piece.p0 || segment.startsSubpath && t0 == 0 {
                result.elements.append(.move(to: piece.p0))
            }
            result.elements.append(segment.isLine ? .line(to: piece.p3) : .curve(to: piece.p3, control1: piece.p1, control2: piece.p2))
            lastEnd = piece.p3
        }
        return result
    }

    /// Whether `p` is inside the filled path, by the non-zero winding rule or, with `eoFill`, the
    /// even-odd rule (Apple's `contains(_:eoFill:)`; each subpath closed for filling).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in PathGeometry.polygons(of: self) where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The path's length, curves measured on their flattened lines.
    var length: CGFloat { PathGeometry.segments(of: self).reduce(0) { $0 + $1.length } }

    /// The elements' letters, as SVG names them: `M L L Z` (the report's `path=`).
    var letters: String { elements.map(\.letter).joined(separator: " ") }

    /// The path as SVG path data, numbers as the report writes them.
    var svgData: String {
        func n(_ value: CGFloat) -> String { ReportNumber.format(Double(value)) }
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        return elements.map { element in
            switch element {
            case .move(let to): "M\(p(to))"
            case .line(let to): "L\(p(to))"
            case .quadCurve(let to, let c): "Q\(p(c)) \(p(to))"
            case .curve(let to, let c1, let c2): "C\(p(c1)) \(p(c2)) \(p(to))"
            case .closeSubpath: "Z"
            }
        }.joined()
    }
}

extension Path: CustomStringConvertible {
    /// Apple's notation, which `init?(_ string:)` reads back: `x y m`, `x y l`, `cx cy x y q`,
    /// `c1x c1y c2x c2y x y c`, `h` (Apple's `Path.description`).
    public var description: String {
        func n(_ value: CGFloat) -> String { ReportNumber.format(Double(value)) }
        return elements.map { element in
            switch element {
            case .move(let p): "\(n(p.x)) \(n(p.y)) m"
            case .line(let p): "\(n(p.x)) \(n(p.y)) l"
            case .quadCurve(let p, let c): "\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y)) q"
            case .curve(let p, let c1, let c2): "\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y)) c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    public init?(_ string: String) {
        var numbers: [CGFloat] = []
        var path = Path()
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let value = Double(token) { numbers.append(CGFloat(value)); continue }
            func point(_ i: Int) -> CGPoint { CGPoint(x: numbers[i], y: numbers[i + 1]) }
            switch token {
            case "m" where numbers.count == 2: path.move(to: point(0))
            case "l" where numbers.count == 2: path.addLine(to: point(0))
            case "q" where numbers.count == 4: path.addQuadCurve(to: point(2), control: point(0))
            case "c" where numbers.count == 6: path.addCurve(to: point(4), control1: point(0), control2: point(2))
            case "h" where numbers.isEmpty: path.closeSubpath()
            default: return nil
            }
            numbers = []
        }
        guard numbers.isEmpty else { return nil }
        self = path
    }
}

/// A cubic Bézier curve (a line is one with its controls on it).
struct Cubic: Equatable {
    var p0, p1, p2, p3: CGPoint

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The part between two parameters, by de Casteljau's subdivision.
    func split(from t0: CGFloat, to t1: CGFloat) -> Cubic {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        func head(_ c: Cubic, _ t: CGFloat) -> Cubic {
            let a = lerp(c.p0, c.p1, t), b = lerp(c.p1, c.p2, t), d = lerp(c.p2, c.p3, t)
            let e = lerp(a, b, t), f = lerp(b, d, t)
            return Cubic(p0: c.p0, p1: a, p2: e, p3: lerp(e, f, t))
        }
        func tail(_ c: Cubic, _ t: CGFloat) -> Cubic {
            let a = lerp(c.p0, c.p1, t), b = lerp(c.p1, c.p2, t), d = lerp(c.p2, c.p3, t)
            let e = lerp(a, b, t), f = lerp(b, d, t)
            return Cubic(p0: lerp(e, f, t), p1: f, p2: d, p3: c.p3)
        }
        let first = t1 >= 1 ? self : head(self, t1)
        return t0 <= 0 ? first : tail(first, t1 > 0 ? t0 / t1 : 0)
    }
}

enum PathGeometry {
    /// How many lines a curve is flattened into, for lengths and containment.
    static let curveSteps = 32

    /// A drawable piece of a path with its length and a table for finding a length's parameter.
    struct Segment {
        var cubic: Cubic
        var isLine: Bool
        var startsSubpath: Bool
        /// Cumulative lengths at t = i / curveSteps.
        var table: [CGFloat]
        var length: CGFloat { table.last ?? 0 }

        init(cubic: Cubic, isLine: Bool, startsSubpath: Bool) {
            self.cubic = cubic
            self.isLine = isLine
            self.startsSubpath = startsSubpath
            let steps = isLine ? 1 : PathGeometry.curveSteps
            var table: [CGFloat] = [0]
            var previous = cubic.p0
            for i in 1...steps {
                let point = cubic.point(at: CGFloat(i) / CGFloat(steps))
                table.append(table.last! + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            self.table = table
        }

        func parameter(atLength target: CGFloat) -> CGFloat {
            guard length > 0 else { return 0 }
            if target <= 0 { return 0 }
            if target >= length { return 1 }
            let steps = table.count - 1
            for i in 1...steps where table[i] >= target {
                let span = table[i] - table[i - 1]
                let fraction = span > 0 ? (target - table[i - 1]) / span : 0
                return (CGFloat(i - 1) + fraction) / CGFloat(steps)
            }
            return 1
        }
    }

    static func line(_ a: CGPoint, _ b: CGPoint) -> Cubic {
        Cubic(p0: a, p1: CGPoint(x: a.x + (b.x - a.x) / 3, y: a.y + (b.y - a.y) / 3),
              p2: CGPoint(x: a.x + (b.x - a.x) * 2 / 3, y: a.y + (b.y - a.y) * 2 / 3), p3: b)
    }

    /// The cubic controls of a quadratic curve (degree elevation, exact).
    static func cubicControls(from p0: CGPoint, quad c: CGPoint, to p3: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
         CGPoint(x: p3.x + 2 / 3 * (c.x - p3.x), y: p3.y + 2 / 3 * (c.y - p3.y)))
    }

    /// Every drawable segment in order, a closed subpath's closing line included.
    static func segments(of path: Path) -> [Segment] {
        var result: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var fresh = true
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p; fresh = true
            case .line(let p):
                result.append(Segment(cubic: line(current, p), isLine: true, startsSubpath: fresh))
                current = p; fresh = false
            case .quadCurve(let p, let c):
                let (c1, c2) = cubicControls(from: current, quad: c, to: p)
                result.append(Segment(cubic: Cubic(p0: current, p1: c1, p2: c2, p3: p), isLine: false, startsSubpath: fresh))
                current = p; fresh = false
            case .curve(let p, let c1, let c2):
                result.append(Segment(cubic: Cubic(p0: current, p1: c1, p2: c2, p3: p), isLine: false, startsSubpath: fresh))
                current = p; fresh = false
            case .closeSubpath:
                if current != start { result.append(Segment(cubic: line(current, start), isLine: true, startsSubpath: fresh)) }
                current = start; fresh = true
            }
        }
        return result
    }

    /// Each subpath as a polygon of its flattened points.
    static func polygons(of path: Path) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var point = CGPoint.zero
        func flush() { if !current.isEmpty { polygons.append(current) }; current = [] }
        for element in path.elements {
            switch element {
            case .move(let p): flush(); current = [p]; point = p
            case .line(let p): current.append(p); point = p
            case .quadCurve(let p, let c):
                let (c1, c2) = cubicControls(from: point, quad: c, to: p)
                let cubic = Cubic(p0: point, p1: c1, p2: c2, p3: p)
                current += (1...curveSteps).map { cubic.point(at: CGFloat($0) / CGFloat(curveSteps)) }
                point = p
            case .curve(let p, let c1, let c2):
                let cubic = Cubic(p0: point, p1: c1, p2: c2, p3: p)
                current += (1...curveSteps).map { cubic.point(at: CGFloat($0) / CGFloat(curveSteps)) }
                point = p
            case .closeSubpath: flush()
            }
        }
        flush()
        return polygons
    }

    /// The curve's end points and the points where it turns on either axis.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        let cubic = Cubic(p0: p0, p1: p1, p2: p2, p3: p3)
        var points = [p0, p3]
        for axis in 0..<2 {
            let v = axis == 0 ? [p0.x, p1.x, p2.x, p3.x] : [p0.y, p1.y, p2.y, p3.y]
            // B'(t)/3 = a t² + b t + c
            let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3], b = 2 * (v[0] - 2 * v[1] + v[2]), c = v[1] - v[0]
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            points += roots.filter { $0 > 0 && $0 < 1 }.map { cubic.point(at: $0) }
        }
        return points
    }
}
