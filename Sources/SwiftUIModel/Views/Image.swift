import Foundation

/// A view that displays an image: a picture from the asset catalog, or an SF Symbol.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case named(String)
        case system(String)
    }
    let source: Source
    let label: String?
    let isDecorative: Bool

    public init(_ name: String) { source = .named(name); label = nil; isDecorative = false }
    public init(_ name: String, label: Text) { source = .named(name); self.label = TextResolver.plain(label); isDecorative = false }
    public init(decorative name: String) { source = .named(name); label = nil; isDecorative = true }
    public init(systemName: String) { source = .system(systemName); label = nil; isDecorative = false }

    public typealias Body = Never
}

extension Image: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        switch source {
        case .system(let name):
            // Until the symbol catalog lands (issue 4), a symbol is sized like a capital letter of the font.
            let font = (context.environment.font ?? .body).resolve(in: context.environment)
            let node = DisplayNode(kind: "Image", content: "systemName: \(ReportQuoting.quote(name))", layout: LeafLayout { _ in
                CGSize(width: font.size * 1.2, height: font.size * 1.1)
            })
            node.accessibilityLabel = label ?? name
            return [node]
        case .named(let name):
            let node = DisplayNode(kind: "Image", content: ReportQuoting.quote(name), layout: LeafLayout { _ in .zero })
            node.accessibilityLabel = isDecorative ? nil : (label ?? name)
            return [node]
        }
    }
}

extension Image: View {}
