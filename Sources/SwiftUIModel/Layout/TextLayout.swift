import CourseCheckProtocol
import Foundation

/// A Text's layout: the widest line of its wrapped characters, and its lines' height. When it is
/// placed, it records how many lines it shows and whether it was truncated.
@MainActor
final class TextLayout: LayoutRule {
    /// The characters with the width each takes in its run's style.
    let cells: [TextMetrics.Cell]
    let ellipsis: TextMetrics.Cell
    let font: ResolvedFont
    let lineLimit: Int?
    weak var node: DisplayNode?

    init(cells: [TextMetrics.Cell], font: ResolvedFont, lineLimit: Int?) {
        self.cells = cells
        self.ellipsis = TextMetrics.cells("…", size: font.size, face: font.face)[0]
        self.font = font
        self.lineLimit = lineLimit
    }

    convenience init(string: String, font: ResolvedFont, bold: Bool, lineLimit: Int?) {
        self.init(cells: TextMetrics.cells(string, size: font.size, face: font.face.bolded(bold)), font: font, lineLimit: lineLimit)
    }

    func lines(width: CGFloat?) -> TextMetrics.Lines {
        TextMetrics.lines(cells, ellipsis: ellipsis, width: width, lineLimit: lineLimit)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let laidOut = TextMetrics.lines(cells, ellipsis: ellipsis, width: proposal.width, lineLimit: lineLimit)
        let widest = laidOut.widths.max() ?? 0
        let width = proposal.width.map { min(widest, $0) } ?? widest
        return CGSize(width: width, height: CGFloat(max(laidOut.lines.count, 1)) * font.lineHeight)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        guard let node else { return }
        // A little slack: the width it reported must give the same lines back.
        let laidOut = lines(width: bounds.width + 0.5)
        node.attributes.removeAll { $0.0 == Attribute.Name.lines || $0.0 == Attribute.Name.truncated }
        node.attributes.append((Attribute.Name.lines, "\(max(laidOut.lines.count, 1))"))
        if laidOut.truncated { node.attributes.append((Attribute.Name.truncated, "true")) }
    }
}
