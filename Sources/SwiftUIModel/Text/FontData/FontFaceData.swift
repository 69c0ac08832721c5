import Foundation

/// One face's metrics as the generator wrote them (`FontFaces+Generated.swift`): the font's
/// vertical metrics and the advance width of each code point of its ranges, in font units.
struct FontFaceData: Sendable {
    /// What the face stands in for: SF Pro Text (below 20 pt), SF Pro Display (20 pt and up),
    /// SF Mono, New York.
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

/// The faces by role and weight.
enum FontFaces {
    private static let faces: [FontFace] = FontFaceData.all.map(FontFace.init)

    /// SF Pro switches from its Text to its Display optical size at 20 points ("for fonts smaller
    /// than 20 points it used SF Text while fonts at 20 points or higher used SF Display", WWDC20
    /// "The details of UI typography"); the model switches between Inter and Inter Display there.
    static let displaySizeThreshold: CGFloat = 20

    /// The face for a weight and design at a size. Rounded uses the default faces (no open
    /// rounded face is metrically close; SF Pro Rounded shares SF Pro's widths closely, **no
    /// source**); monospaced and serif have regular and bold only, the nearest one is taken.
    static func face(weight: Font.Weight, design: Font.Design?, size: CGFloat) -> FontFace {
        let role: FontFaceData.Role
        switch design ?? .default {
        case .monospaced: role = .monospaced
        case .serif: role = .serif
        case .default, .rounded: role = size >= displaySizeThreshold ? .display : .text
        }
        let candidates = faces.filter { $0.data.design == role }
        if let exact = candidates.first(where: { $0.data.weight == weight.name }) { return exact }
        let wanted = weight.value >= Font.Weight.semibold.value ? "bold" : "regular"
        return candidates.first { $0.data.weight == wanted } ?? candidates[0]
    }
}
