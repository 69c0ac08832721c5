import CourseCheckProtocol
import Foundation

/// A Text's layout: the widest line of its wrapped characters, and its lines' height, each rounded
/// up to the pixel. When it is placed, it records how many lines it shows and whether it was
/// truncated. Its spacing to its neighbours comes from its font (`TextSpacing`).
@MainActor
final class TextLayout: LayoutRule {
    /// The characters with the width each takes in its run's style.
    let cells: [TextMetrics.Cell]
    let ellipsis: TextMetrics.Cell
    let font: ResolvedFont
    let lineLimit: Int?
    /// `lineLimit(_:reservesSpace:)`, `lineLimit(2...4)`: as tall as this many lines at least,
    /// whatever it takes.
    var reservedLineCount = 0
    weak var node: DisplayNode?
    /// Points between one line and the next (`lineSpacing`).
    var lineSpacing: CGFloat = 0
    /// How far the text may shrink to fit its lines (`minimumScaleFactor`; 1: not at all).
    var minimumScaleFactor: CGFloat = 1

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
        lines(cells, width: width, lineLimit: lineLimit)
    }

    private func lines(_ cells: [TextMetrics.Cell], width: CGFloat?, lineLimit: Int?) -> TextMetrics.Lines {
        TextMetrics.lines(cells, ellipsis: ellipsis, width: width, lineLimit: lineLimit, pixelLength: font.pixelLength)
    }

    /// The scale the text is drawn at in `width`: 1, or, with a minimum scale factor, the largest
    /// scale (in hundredths) at which its lines are not truncated ("If the Text view can fit
    /// within its bounds without shrinking, it won't shrink", Apple's `minimumScaleFactor(_:)`).
    func scale(width: CGFloat?) -> CGFloat {
        guard minimumScaleFactor < 1, let width else { return 1 }
        if !lines(cells, width: width, lineLimit: lineLimit ?? 1).truncated { return 1 }
        var scale: CGFloat = 0.99
        while scale > minimumScaleFactor {
            let scaled = cells.map { TextMetrics.Cell(character: $0.character, width: $0.width * scale) }
            if !lines(scaled, width: width, lineLimit: lineLimit ?? 1).truncated { return scale }
            scale -= 0.01
        }
        return minimumScaleFactor
    }

    func laidOut(width: CGFloat?) -> (lines: TextMetrics.Lines, scale: CGFloat) {
        let scale = scale(width: width)
        guard scale < 1 else { return (lines(cells, width: width, lineLimit: lineLimit), 1) }
        let scaled = cells.map { TextMetrics.Cell(character: $0.character, width: $0.width * scale) }
        return (lines(scaled, width: width, lineLimit: lineLimit ?? 1), scale)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let (laidOut, scale) = minimumScaleFactor < 1 ? laidOut(width: proposal.width) : (lines(width: proposal.width), 1)
        let widest = laidOut.widths.max() ?? 0
        let width = proposal.width.map { min(widest, $0) } ?? widest
        let height = TextMetrics.height(lines: reservedLines(laidOut.lines.count), lineHeight: font.unroundedLineHeight * scale,
                                        spacing: lineSpacing, pixelLength: font.pixelLength)
        return CGSize(width: width, height: height)
    }

    /// Its font's preferences (OpenSwiftUI `Text+Spacing.swift`), for the text as it is laid out
    /// with no width limit.
    func spacing(children: [DisplayNode]) -> ViewSpacing {
        TextSpacing.spacing(font: font, lines: reservedLines(lines(width: nil).lines.count), lineSpacing: lineSpacing)
    }

    /// The lines the Text is as tall as: those it takes, or its line limit's when it reserves the
    /// space (`lineLimit(_:reservesSpace:)`, a range's lower bound).
    func reservedLines(_ taken: Int) -> Int {
        max(taken, reservedLineCount)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        guard let node else { return }
        // A little slack: the width it reported must give the same lines back.
        let (laidOut, scale) = minimumScaleFactor < 1 ? laidOut(width: bounds.width + 0.5) : (lines(width: bounds.width + 0.5), 1)
        node.attributes.removeAll { $0.0 == Attribute.Name.lines || $0.0 == Attribute.Name.truncated || $0.0 == Attribute.Name.scaled }
        node.attributes.append((Attribute.Name.lines, "\(max(laidOut.lines.count, 1))"))
        if laidOut.truncated { node.attributes.append((Attribute.Name.truncated, "true")) }
        if scale < 1 { node.attributes.append((Attribute.Name.scaled, ReportNumber.format(Double(scale)))) }
    }
}
