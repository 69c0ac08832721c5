import Foundation

/// A deterministic stand-in for font metrics: how wide a string is and how tall its lines are.
///
/// Widths are an average advance of 0.5 em per character (San Francisco's lowercase average is
/// close to that; capitals and digits are wider, punctuation narrower), so a measured width can be
/// off by about 10% against the simulator. Line height is 1.3 em, close to Apple's tables
/// (body 17 pt → 22 pt). Text wraps at spaces to fit a proposed width.
enum TextMetrics {
    static let averageAdvance: CGFloat = 0.5
    static let lineHeightFactor: CGFloat = 1.3

    static func width(of string: String, size: CGFloat) -> CGFloat {
        (CGFloat(string.count) * size * averageAdvance).rounded(.up)
    }

    static func lineHeight(_ size: CGFloat) -> CGFloat { (size * lineHeightFactor).rounded() }

    static func size(of string: String, font: ResolvedFont, proposal: ProposedViewSize) -> CGSize {
        let full = width(of: string, size: font.size)
        let maxWidth = proposal.width ?? .infinity
        let lines = wrap(string, size: font.size, width: maxWidth)
        let widest = lines.map { width(of: $0, size: font.size) }.max() ?? 0
        return CGSize(width: min(full, max(widest, 0)), height: CGFloat(max(lines.count, 1)) * lineHeight(font.size))
    }

    /// Greedy line breaking at spaces; a word longer than a line stays whole on its own line.
    static func wrap(_ string: String, size: CGFloat, width: CGFloat) -> [String] {
        guard width.isFinite else { return [string] }
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if self.width(of: candidate, size: size) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        return lines
    }
}
