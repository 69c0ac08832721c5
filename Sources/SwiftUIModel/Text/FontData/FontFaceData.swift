import Foundation

/// One face's metrics as the generator wrote them (`FontFaces+Generated.swift`): the font's
/// vertical metrics and the advance width of each code point of its ranges, in font units.
struct FontFaceData: Sendable {
    /// What the face stands in for: SF Pro's Text optical size (17 points and below), its Display
    /// optical size (28 points and up; blended between), SF Mono, New York.
    enum Role: Sendable { case text, display, monospaced, serif }

    let name: String
    let design: Role
    let weight: String
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    let averageAdvance: Int
    let notdefAdvance: Int
    /// Each range's first code point, and 4 hex digits per code point from there (`ffff`: no glyph).
    let ranges: [(start: UInt32, advances: String)]
}

/// A face ready to measure with: its advances decoded once.
final class FontFace: Sendable {
    let data: FontFaceData
    private let tables: [(start: UInt32, advances: [UInt16])]

    init(_ data: FontFaceData) {
        self.data = data
        tables = data.ranges.map { range in
            let digits = Array(range.advances.utf8)
            let advances = stride(from: 0, to: digits.count, by: 4).map { index in
                UInt16(String(decoding: digits[index..<index + 4], as: UTF8.self), radix: 16) ?? .max
            }
            return (range.start, advances)
        }
    }

    /// The advance of a code point in em, or nil when the face has no glyph for it.
    func advance(of scalar: Unicode.Scalar) -> CGFloat? {
        for table in tables where scalar.value >= table.start && scalar.value < table.start + UInt32(table.advances.count) {
            let units = table.advances[Int(scalar.value - table.start)]
            return units == .max ? nil : CGFloat(units) / CGFloat(data.unitsPerEm)
        }
        return nil
    }

    /// The face's average advance (OS/2 `xAvgCharWidth`) in em: what a character it lacks takes.
    var averageAdvance: CGFloat { CGFloat(data.averageAdvance) / CGFloat(data.unitsPerEm) }
}

/// What text of one weight, design and size is measured with: a face, or for SF Pro between 17
/// and 28 points its Text and Display faces blended (`SanFrancisco.displayBlend`).
struct MeasuringFace: Sendable {
    let text: FontFace
    /// The Display face and how far towards it the advances go (0 < blend ≤ 1), if any.
    let display: (face: FontFace, blend: CGFloat)?

    /// The face whose data names this one: the Display face from halfway.
    var data: FontFaceData { display.map { $0.blend >= 0.5 ? $0.face.data : text.data } ?? text.data }

    /// The advance of a code point in em, or nil when the face has no glyph for it.
    func advance(of scalar: Unicode.Scalar) -> CGFloat? {
        guard let advance = text.advance(of: scalar) else { return nil }
        guard let display, let other = display.face.advance(of: scalar) else { return advance }
        return advance + (other - advance) * display.blend
    }

    /// The average advance in em: what a character the face lacks takes.
    var averageAdvance: CGFloat {
        guard let display else { return text.averageAdvance }
        return text.averageAdvance + (display.face.averageAdvance - text.averageAdvance) * display.blend
    }
}

/// The faces by role and weight.
enum FontFaces {
    private static let faces: [FontFace] = FontFaceData.all.map(FontFace.init)

    /// The face for a weight and design at a size. SF Pro (default and rounded designs) is Inter
    /// up to 17 points, Inter Display from 28, and the two blended between, as SF's variable font
    /// moves from its Text to its Display optical size (`SanFrancisco.opticalSizes`). Rounded uses
    /// the default faces (no open rounded face is metrically close; SF Pro Rounded shares SF Pro's
    /// widths closely, **no source**); monospaced and serif have regular and bold only, the
    /// nearest one is taken.
    static func face(weight: Font.Weight, design: Font.Design?, size: CGFloat) -> MeasuringFace {
        switch design ?? .default {
        case .monospaced: return MeasuringFace(text: face(weight: weight, role: .monospaced), display: nil)
        case .serif: return MeasuringFace(text: face(weight: weight, role: .serif), display: nil)
        case .default, .rounded:
            let blend = SanFrancisco.displayBlend(size: size)
            if blend == 0 { return MeasuringFace(text: face(weight: weight, role: .text), display: nil) }
            if blend == 1 { return MeasuringFace(text: face(weight: weight, role: .display), display: nil) }
            return MeasuringFace(text: face(weight: weight, role: .text), display: (face(weight: weight, role: .display), blend))
        }
    }

    private static func face(weight: Font.Weight, role: FontFaceData.Role) -> FontFace {
        let candidates = faces.filter { $0.data.design == role }
        if let exact = candidates.first(where: { $0.data.weight == weight.name }) { return exact }
        let wanted = weight.value >= Font.Weight.semibold.value ? "bold" : "regular"
        return candidates.first { $0.data.weight == wanted } ?? candidates[0]
    }
}
