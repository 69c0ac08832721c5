import Foundation

/// How large a symbol is drawn, and in which colours.
///
/// Size: a symbol "takes its size and weight from the font" (the lesson; Apple's HIG, SF Symbols:
/// symbols are designed to align with the text beside them). The model's box is 1.2 em wide and
/// 1.1 em tall at the medium scale: an estimate for a square-ish glyph with its side bearings (no
/// glyph metrics are available on Linux). `.imageScale(.small)` and `.large` scale the box by
/// 0.8 and 1.3, close to the ratio of the small/large symbol scales in the SF Symbols app.
enum SymbolMetrics {
    static func size(font: ResolvedFont, scale: Image.Scale) -> CGSize {
        let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.3 : 1
        return CGSize(width: (font.size * 1.2 * factor * 10).rounded() / 10, height: (font.size * 1.1 * factor * 10).rounded() / 10)
    }

    /// The colour of each layer, primary first:
    /// - monochrome: every layer in the primary style;
    /// - hierarchical: the primary style at decreasing strengths (100%, 50%, 25%: the model's
    ///   values for Apple's "one color in several strengths");
    /// - palette: each layer in its own style, the last style repeating;
    /// - multicolor: the symbol's own colours where the catalog has them, else monochrome.
    static func layerColors(name: String, mode: SymbolRenderingMode, styles: [String], styleCount: Int) -> [String] {
        let layers = SymbolCatalog.layerCount(name)
        switch mode {
        case .hierarchical:
            let strengths = ["", " 50%", " 25%"]
            return (0..<layers).map { styles[0] + strengths[$0] }
        case .palette:
            let given = Array(styles.prefix(max(styleCount, 1)))
            return (0..<layers).map { given[min($0, given.count - 1)] }
        default:
            return Array(repeating: styles[0], count: layers)
        }
    }
}
