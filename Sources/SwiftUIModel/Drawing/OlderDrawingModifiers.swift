import CourseCheckProtocol
import Foundation

// Older spellings that course code still carries, with the deprecation messages of Apple's SDK
// (docs/FACTS.md, "Deprecations"). Apple marks them "deprecated in a future version"; the model
// marks them from the release that introduced their replacement (the release Apple first marked
// them in has no source), and swiftc words the warning "is deprecated" (see docs/SCENARIOS.md).

extension View {
    /// The same as `foregroundStyle(_:)` with the colour; nil leaves the style as it is.
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'foregroundStyle(_:)'")
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentTransformModifier { environment in
            guard let color else { return }
            environment = ForegroundStyleModifier(styles: [color.styleName]).childEnvironment(environment)
        })
    }

    /// The same as `tint(_:)` (Apple: "Use the asset catalog's accent color or View.tint(_:) instead.").
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use the asset catalog's accent color or View.tint(_:) instead.")
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.tintName = accentColor?.styleName })
    }

    /// Clips the view to a rounded rectangle of that radius, as `clipShape(.rect(cornerRadius:))` does.
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ClipModifier(kind: "cornerRadius", shape: .roundedRectangle(cornerRadius: radius)))
    }

    /// A view layered over this one, sized by it (as `overlay(alignment:content:)`).
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        _Layered(primary: self, secondary: overlay, alignment: alignment, isOverlay: true)
    }

    /// A view layered behind this one, sized by it (as `background(alignment:content:)`).
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        _Layered(primary: self, secondary: background, alignment: alignment, isOverlay: false)
    }

    /// Extends the view into the safe area on the given edges: where its frame meets the safe
    /// area's edge, it reaches the screen's instead, and its content is offered that larger size.
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(LayoutWrappingModifier(kind: "edgesIgnoringSafeArea", attributes: []) { SafeAreaExtendingLayout(edges: edges) })
    }
}

extension Text {
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'foregroundStyle(_:)'")
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return foregroundStyle(color)
    }
}

/// Grows a view placed against an edge of the safe area out to the screen's edge there.
struct SafeAreaExtendingLayout: ModifierLayout {
    let edges: Edge.Set

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let safe = LayoutViewport.safeArea, screen = LayoutViewport.visible
        var rect = bounds
        let touches: (CGFloat, CGFloat) -> Bool = { abs($0 - $1) < 0.5 }
        if edges.contains(.top), touches(rect.minY, safe.minY) { rect.size.height += rect.minY - screen.minY; rect.origin.y = screen.minY }
        if edges.contains(.bottom), touches(rect.maxY, safe.maxY) { rect.size.height = screen.maxY - rect.minY }
        if edges.contains(.leading), touches(rect.minX, safe.minX) { rect.size.width += rect.minX - screen.minX; rect.origin.x = screen.minX }
        if edges.contains(.trailing), touches(rect.maxX, safe.maxX) { rect.size.width = screen.maxX - rect.minX }
        for child in children { child.place(in: rect, proposal: ProposedViewSize(rect.size)) }
    }
}
