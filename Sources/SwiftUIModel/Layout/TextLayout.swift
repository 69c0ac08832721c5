import CourseCheckProtocol
import Foundation

/// A Text's layout: the widest line of its wrapped characters, and its lines' height. When it is
/// placed, it records how many lines it shows and whether it was truncated.
@MainActor
final class TextLayout: LayoutRule {
    let string: String
    let font: ResolvedFont
    let bold: Bool
    let lineLimit: Int?
    weak var node: DisplayNode?

    init(string: String, font: ResolvedFont, bold: Bool, lineLimit: Int?) {
        self.string = string
        self.font = font
        self.bold = bold
        self.lineLimit = lineLimit
    }

    func lines(width: CGFloat?) -> TextMetrics.Lines {
        TextMetrics.lines(string, size: font.size, face: font.face.bolded(bold), width: width, lineLimit: lineLimit)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let laidOut = lines(width: proposal.width)
        let widest = laidOut.lines.map { TextMetrics.width(of: $0, size: font.size, face: font.face.bolded(bold)) }.max() ?? 0
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
