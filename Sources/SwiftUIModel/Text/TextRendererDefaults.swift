import Foundation

/// Apple's defaults of a text renderer's iOS 18 requirements (`@_alwaysEmitIntoClient` bodies in
/// the iOS 26.2 SDK's SwiftUICore interface): the text's own size, and no padding. The generator
/// declares the protocol (`Surface/Generated`) but not these; without them a renderer that
/// implements only `draw(layout:in:)`, as Apple's allows, would not compile.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }

    public var displayPadding: EdgeInsets { EdgeInsets() }
}
