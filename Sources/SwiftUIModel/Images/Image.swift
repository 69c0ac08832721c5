import CourseCheckProtocol
import Foundation

/// A view that displays an image: a picture from the asset catalog, an SF Symbol, or a decoded
/// bitmap (AsyncImage's).
///
/// Sizing (docs/FACTS.md; Apple, "Fitting images into available space"):
/// - a picture that is not resizable is its natural size, pixels ÷ its well's scale, whatever it
///   is offered ("the image extends beyond the frame's boundaries");
/// - `.resizable()` takes the proposal on each axis independently, a nil axis falling back to
///   the natural length ("by itself, this modifier scales each axis of the image independently");
/// - a symbol is sized by the font, like text (see `SymbolMetrics`); `.resizable()` stretches it
///   like a bitmap;
/// - a name the catalog (or the symbol set) does not have draws nothing, takes no space, and
///   SwiftUI logs a line once.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case named(String)
        case system(String)
        /// Pixels and scale, from data (AsyncImage) or a UIImage.
        case bitmap(width: Int, height: Int, scale: Double, label: String?)
    }
    let source: Source
    var label: String?
    var isDecorative: Bool
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    /// The image's own symbol rendering mode (`Image.symbolRenderingMode(_:)`), before the
    /// environment's.
    var ownSymbolRenderingMode: SymbolRenderingMode?

    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name); label = nil; isDecorative = false }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .named(name); self.label = TextResolver.plain(label); isDecorative = false }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name); label = nil; isDecorative = true }
    public init(systemName: String) { source = .system(systemName); label = nil; isDecorative = false }
    public init(_ resource: ImageResource) { source = .named(resource.name); label = nil; isDecorative = false }
    public init(uiImage: UIImage) {
        let pixels = uiImage._pixelSize
        source = .bitmap(width: pixels.width, height: pixels.height, scale: Double(uiImage.scale), label: nil)
        label = nil
        isDecorative = false
    }
    init(bitmapWidth: Int, height: Int, scale: Double) {
        source = .bitmap(width: bitmapWidth, height: height, scale: scale, label: nil)
        label = nil
        isDecorative = false
    }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// The symbol's rendering mode, for this image only: it wins over the environment's
    /// (`View.symbolRenderingMode(_:)`); nil leaves the environment's.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.ownSymbolRenderingMode = mode
        return copy
    }

    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public typealias Body = Never
}

/// A symbol's variable value (SF Symbols 4: a value from 0 to 1 that fills the symbol's variable
/// layers in turn, Apple's `Image.init(systemName:variableValue:)`): the image is the same image
/// (its name, size, label), and a value other than `nil` reports that its layers are drawn whole.
extension Image {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        Self.reportVariableValue(variableValue, "Image.init(systemName:variableValue:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        Self.reportVariableValue(variableValue, "Image.init(_:variableValue:bundle:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
        Self.reportVariableValue(variableValue, "Image.init(_:variableValue:bundle:label:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
        Self.reportVariableValue(variableValue, "Image.init(decorative:variableValue:bundle:)")
    }

    private static func reportVariableValue(_ value: Double?, _ api: String) {
        guard let value else { return }
        ModelProblems.notModelled(api, "variableValue: \(value) is not drawn: the symbol's variable layers are drawn whole")
    }
}

/// A picture in the asset catalog, by a name the compiler checks (Xcode 15's generated asset
/// symbols: "Xcode now generates Swift and Objective-C symbols for each color and image in the
/// asset catalog"). The harness writes the `static let`s from the scenario's assets.
public struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// SwiftUI's console lines for names that resolve to nothing (docs/FACTS.md), logged once per name.
extension ModelLog {
    @MainActor static var logged: Set<String> = []

    @MainActor static func once(_ line: String) {
        guard !logged.contains(line) else { return }
        logged.insert(line)
        log(line)
    }

    static func invalidFrameDimension() { log("Invalid frame dimension (negative or non-finite).") }
}

extension Image: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let environment = context.environment
        switch source {
        case .system(let requested):
            let name = SymbolCatalog.apply(environment.symbolVariants, to: requested)
            guard SymbolCatalog.exists(name) else {
                ModelLog.once("No symbol named '\(requested)' found in system symbol set")
                return [missing(content: "systemName: \(ReportQuoting.quote(requested))")]
            }
            let font = (environment.font ?? .body).resolve(in: environment)
            let natural = SymbolMetrics.size(font: font, scale: environment.imageScale)
            let node = sized(content: "systemName: \(ReportQuoting.quote(name))", natural: natural)
            let mode = ownSymbolRenderingMode ?? environment.symbolRenderingMode ?? .monochrome
            let colors = SymbolMetrics.layerColors(name: name, mode: mode, styles: environment.foregroundStyleNames,
                                                   styleCount: environment.foregroundStyleCount)
            node.drawing.paint = Paint(kind: .symbol(colors: colors))
            node.attributes += [(Attribute.Name.font, font.reportName), (Attribute.Name.rendering, mode.name), (Attribute.Name.colors, colors.joined(separator: ", "))]
            node.accessibility.label = label ?? SymbolCatalog.spokenName(name)
            return [node]
        case .named(let name):
            guard let found = _AssetCatalog.shared.image(named: name, dark: environment.colorScheme == .dark) else {
                ModelLog.once("No image named '\(name)' found in asset catalog for \(_AssetCatalog.shared.bundlePath)")
                // Still named: the name is "the localization key with which to label the image"
                // (Apple's `Image.init(_:bundle:)`), found or not.
                let node = missing(content: ReportQuoting.quote(name))
                if isDecorative { node.accessibility.isHidden = true } else { node.accessibility.label = label ?? SymbolCatalog.spokenWords(name) }
                return [node]
            }
            let natural = CGSize(width: Double(found.pixelWidth) / found.scale, height: Double(found.pixelHeight) / found.scale)
            let node = sized(content: ReportQuoting.quote(name), natural: natural)
            node.attributes += [(Attribute.Name.scale, ReportNumber.format(Double(found.scale)))]
            paintBitmap(node, color: found.color ?? "#808080", environment: environment)
            if isDecorative { node.accessibility.isHidden = true } else { node.accessibility.label = label ?? SymbolCatalog.spokenWords(name) }
            return [node]
        case .bitmap(let width, let height, let scale, let bitmapLabel):
            let natural = CGSize(width: Double(width) / scale, height: Double(height) / scale)
            let node = sized(content: "bitmap \(width)x\(height)", natural: natural)
            paintBitmap(node, color: "#808080", environment: environment)
            if isDecorative { node.accessibility.isHidden = true } else { node.accessibility.label = label ?? bitmapLabel }
            return [node]
        }
    }

    /// A photograph keeps its colours under a foreground style; as a template, every pixel that
    /// is not transparent takes the style (the lesson's flash card on `.renderingMode(.template)`).
    @MainActor private func paintBitmap(_ node: DisplayNode, color: String, environment: EnvironmentValues) {
        if renderingMode == .template {
            let style = environment.foregroundStyleNames[0]
            node.drawing.paint = Paint(kind: .bitmap(color: style))
            node.attributes += [(Attribute.Name.rendering, "template"), (Attribute.Name.colors, style)]
        } else {
            node.drawing.paint = Paint(kind: .bitmap(color: color))
            node.attributes += [(Attribute.Name.colors, "original")]
        }
    }

    @MainActor private func sized(content: String, natural: CGSize) -> DisplayNode {
        let resizable = isResizable
        let node = DisplayNode(kind: "Image", content: content, layout: LeafLayout { proposal in
            resizable ? CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height) : natural
        })
        node.accessibility.role = .image
        if resizable { node.attributes.append((Attribute.Name.resizable, "true")) }
        return node
    }

    @MainActor private func missing(content: String) -> DisplayNode {
        let node = DisplayNode(kind: "Image", content: content, layout: LeafLayout { _ in .zero })
        node.accessibility.role = .image
        node.attributes = [(Attribute.Name.missing, "true")]
        return node
    }
}

extension Image: View {}
