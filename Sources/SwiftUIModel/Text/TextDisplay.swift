import CourseCheckProtocol
import Foundation

/// `.lineLimit(n)`: the most lines a Text below may take (nil: as many as it needs).
struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }

extension EnvironmentValues {
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

/// The fewest lines a Text below is as tall as, even when it takes fewer: `n` for
/// `.lineLimit(n, reservesSpace: true)` (Apple: "reservesSpace: Whether text reserves space so that
/// it always occupies the height required to display the specified number of lines"), a range's
/// lower bound for `.lineLimit(2...4)` and `.lineLimit(2...)` (Apple's documentation of
/// `lineLimit(_:)` with a range: the text "can take up" the lines of the range).
struct LineLimitReservedLinesKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
    var lineLimitReservedLines: Int {
        get { self[LineLimitReservedLinesKey.self] }
        set { self[LineLimitReservedLinesKey.self] = newValue }
    }
}

extension View {
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.lineLimitReservedLines, reservesSpace ? limit : 0)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.lineLimitReservedLines, limit.lowerBound)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.lineLimitReservedLines, limit.lowerBound)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }
}

extension Text: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }

    /// One display node per Text: its characters, its runs as attributes, and a layout that
    /// wraps the characters in the width it is given.
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let environment = context.environment
        let resolved = TextResolver.runs(self, in: environment)
        // `textCase` changes how the characters are drawn, not what VoiceOver reads.
        let string = environment.textCase.map { $0.apply(resolved.string, locale: environment.locale) } ?? resolved.string
        // The Text's own font, else the environment's, else body; a weight on the Text applies to all of it.
        let ownFont = modifiers.reduce(Font?.none) { font, modifier in
            if case .font(let override) = modifier { return override } else { return font }
        }
        var font = (ownFont ?? environment.font ?? .body).resolve(in: environment)
        // The Text's own weight, else a view's `fontWeight(_:)` around it (`ViewTextStyling`).
        if let weight = modifiers.reduce(Font.Weight?.none, { w, m in if case .weight(let v) = m { return v } else { return w } })
            ?? environment.viewTextStyling.weight {
            font.weight = weight
        }
        var cells = TextCells.cells(of: resolved.runs, font: font, environment: environment)
        // `kerning`/`tracking`: on the Text itself and from the views around it.
        let spacing = environment.characterSpacing + modifiers.reduce(CGFloat(0)) { sum, modifier in
            if case .characterSpacing(let amount) = modifier { return sum + amount } else { return sum }
        }
        if spacing != 0 { for index in cells.indices.dropLast() { cells[index].width += spacing } }
        let layout = TextLayout(cells: cells, font: font, lineLimit: environment.lineLimit)
        layout.lineSpacing = environment.lineSpacing
        layout.reservedLineCount = environment.lineLimitReservedLines
        layout.minimumScaleFactor = environment.minimumScaleFactor
        let node = DisplayNode(kind: "Text", content: ReportQuoting.quote(string), layout: layout)
        layout.node = node
        var attributes: [(String, String)] = [(Attribute.Name.font, font.reportName)]
        if font.weight != .regular { attributes.append((Attribute.Name.weight, font.weight.name)) }
        attributes += TextRunAttributes.runAttributes(resolved.runs)
        if environment.multilineTextAlignment != .leading { attributes.append((Attribute.Name.align, "\(environment.multilineTextAlignment)")) }
        if environment.truncationMode != .tail { attributes.append((Attribute.Name.truncation, "\(environment.truncationMode)")) }
        node.attributes = attributes
        // Text paints in its runs' style where they all agree, else the environment's.
        let runStyles = Set(resolved.runs.compactMap(\.foreground))
        let style = runStyles.count == 1 && resolved.runs.allSatisfy({ $0.foreground != nil }) ? runStyles.first! : environment.foregroundStyleNames[0]
        node.drawing.paint = Paint(kind: .text(style: style, size: font.size))
        node.accessibility.label = TextCells.spokenText(of: resolved.runs)
        applyAccessibilityModifiers(to: node)
        return [node]
    }
}

/// A Text's runs as measured cells and as VoiceOver reads them.
@MainActor
enum TextCells {
    /// Each run in its own weight and size (bold runs bold, a run's own font its size); an inline
    /// image is one cell as wide as the image drawn at the text's size, its placeholder name
    /// (`{star.fill}`, kept for the report) taking no width.
    static func cells(of runs: [TextRun], font: ResolvedFont, environment: EnvironmentValues) -> [TextMetrics.Cell] {
        runs.flatMap { run -> [TextMetrics.Cell] in
            var runFont = run.font.map { $0.resolve(in: environment) } ?? font
            if let weight = run.weight { runFont.weight = weight }
            let text = environment.textCase.map { $0.apply(run.text, locale: environment.locale) } ?? run.text
            guard let image = run.inlineImage else {
                return TextMetrics.cells(text, size: runFont.size, face: runFont.face.bolded(run.bold))
            }
            let width = inlineWidth(of: image, font: runFont, environment: environment)
            return text.enumerated().map { TextMetrics.Cell(character: $1, width: $0 == 0 ? width : 0) }
        }
    }

    /// A symbol is as wide as an `Image(systemName:)` in the text's font; an asset image its
    /// natural width; a missing one nothing.
    static func inlineWidth(of image: Image, font: ResolvedFont, environment: EnvironmentValues) -> CGFloat {
        switch image.source {
        case .system(let name):
            return SymbolCatalog.exists(name) ? SymbolMetrics.size(font: font, scale: environment.imageScale).width : 0
        case .named(let name):
            guard let found = _AssetCatalog.shared.image(named: name, dark: environment.colorScheme == .dark) else { return 0 }
            return CGFloat(found.pixelWidth) / CGFloat(found.scale)
        case .bitmap(let width, _, let scale, _):
            return CGFloat(width) / CGFloat(scale)
        }
    }

    /// What VoiceOver reads: the characters, with each inline image read by its own label (a
    /// symbol's spoken name, an asset's name) instead of its placeholder.
    static func spokenText(of runs: [TextRun]) -> String {
        runs.map { run in
            guard let image = run.inlineImage else { return run.text }
            if let label = image.label { return label }
            switch image.source {
            case .system(let name): return SymbolCatalog.spokenName(name)
            case .named(let name): return name
            case .bitmap(_, _, _, let label): return label ?? ""
            }
        }.joined()
    }
}

/// How a Text's runs read in the report: for each style, the characters that have it, runs
/// joined by `|` (`bold="first|second"`).
enum TextRunAttributes {
    static func runAttributes(_ runs: [TextRun]) -> [(String, String)] {
        var result: [(String, String)] = []
        func add(_ name: String, _ value: (TextRun) -> String?) {
            var pieces: [String] = []
            var current: String?
            var lastValue: String?
            for run in runs {
                let v = value(run)
                if let v, v == lastValue, let c = current {
                    current = c + run.text
                } else {
                    if let c = current { pieces.append(c) }
                    current = v == nil ? nil : run.text
                }
                lastValue = v
            }
            if let c = current { pieces.append(c) }
            if !pieces.isEmpty { result.append((name, pieces.joined(separator: "|"))) }
        }
        add(Attribute.Name.bold) { $0.bold || ($0.weight.map { $0.value >= Font.Weight.semibold.value } ?? false) ? "" : nil }
        add(Attribute.Name.italic) { $0.italic ? "" : nil }
        add(Attribute.Name.strikethrough) { $0.strikethrough ? "" : nil }
        add(Attribute.Name.underline) { $0.underline ? "" : nil }
        add(Attribute.Name.code) { $0.code ? "" : nil }
        // A link gives its destination, once per run of characters that share it (docs/SCENARIOS.md).
        var destinations: [String] = []
        var previous: String?
        for run in runs {
            if let link = run.link, link != previous { destinations.append(link) }
            previous = run.link
        }
        if !destinations.isEmpty { result.append((Attribute.Name.link, destinations.joined(separator: "|"))) }
        add(Attribute.Name.images) { $0.image.map { _ in "" } }
        if let foreground = runs.compactMap(\.foreground).first, runs.allSatisfy({ $0.foreground == foreground }) {
            result.append((Attribute.Name.foreground, foreground))
        } else {
            add(Attribute.Name.foreground) { $0.foreground }
        }
        return result
    }
}
