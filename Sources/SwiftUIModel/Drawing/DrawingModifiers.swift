import CourseCheckProtocol
import Foundation

// Modifiers that change what is drawn and never a size: clips, borders, styles. Apple's
// `clipped(antialiased:)`: "By default, a view's bounding frame is used only for layout, so any
// content that extends beyond the edges of the frame is still visible."

/// Clips the content to a shape of its own bounds; layout is the content's.
struct ClipModifier: ViewModifier, BuiltinModifier {
    let kind: String
    let shape: ClipShape
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let node = DisplayNode(kind: kind, children: [unit], layout: PassThroughLayout())
        node.drawing.clip = shape
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

/// A stroke along the content's bounds, drawn over it (Apple: `border` is an overlay of a
/// rectangle stroked inside the bounds).
struct BorderModifier: ViewModifier, BuiltinModifier {
    let style: String
    let width: CGFloat
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let stroke = DisplayNode(kind: "Rectangle", layout: LeafLayout { $0.replacingUnspecifiedDimensions() })
        stroke.drawing.paint = Paint(kind: .stroke(style: style, width: width, shape: .rectangle))
        let node = DisplayNode(kind: "border", children: [unit, stroke], layout: OverlayLayout(primaryIndex: 0, alignment: .center))
        node.attributes = [(Attribute.Name.style, style), (Attribute.Name.width, ReportNumber.format(Double(width)))]
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

/// A style filling a shape behind (or over) the content, sized by the content.
struct ShapeBackgroundModifier: ViewModifier, BuiltinModifier {
    let style: String
    let shape: ClipShape
    let isOverlay: Bool
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let fill = DisplayNode(kind: "fill", content: style, layout: LeafLayout { $0.replacingUnspecifiedDimensions() })
        fill.drawing.paint = Paint(kind: .fill(style: style, shape: shape))
        if shape != .rectangle { fill.attributes = [(Attribute.Name.shape, shape.reportName)] }
        let children = isOverlay ? [unit, fill] : [fill, unit]
        let node = DisplayNode(kind: isOverlay ? "overlay" : "background", children: children,
                               layout: OverlayLayout(primaryIndex: isOverlay ? 0 : 1, alignment: .center))
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

struct ForegroundStylesKey: EnvironmentKey { static var defaultValue: [String] { ["primary", "secondary", "tertiary"] } }

/// Set by `renderingMode`-free modifiers: `.foregroundStyle` and friends write the styles; the
/// content reads them when it draws (symbols, shapes, text).
struct ForegroundStyleModifier: ViewModifier, BuiltinModifier {
    let styles: [String]
    typealias Body = Never
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        var names = styles
        // With one style, the secondary and tertiary levels are that style at lower strengths
        // (Apple's `foregroundStyle(_:)`: "the hierarchical levels … derived from the primary").
        if names.count == 1 { names += [styles[0], styles[0]] }
        if names.count == 2 { names.append(styles[1]) }
        environment.foregroundStyleNames = names
        environment.foregroundStyleCount = styles.count
        return environment
    }
}

struct ForegroundStyleCountKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
    /// The foreground styles' names, primary first (three levels).
    var foregroundStyleNames: [String] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }
    /// How many styles `foregroundStyle` was given (0: none set).
    var foregroundStyleCount: Int {
        get { self[ForegroundStyleCountKey.self] }
        set { self[ForegroundStyleCountKey.self] = newValue }
    }
}

extension View {
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(ClipModifier(kind: "clipped", shape: .rectangle))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipModifier(kind: "clipShape", shape: modelClipShape(of: shape)))
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(BorderModifier(style: styleName(content), width: width))
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(style: style, inner: ForegroundStyleModifier(styles: [styleName(style)])))
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_ForegroundStyleModifier2(primary: primary, secondary: secondary,
                                           inner: ForegroundStyleModifier(styles: [styleName(primary), styleName(secondary)])))
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(ForegroundStyleModifier(styles: [styleName(primary), styleName(secondary), styleName(tertiary)]))
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges,
                                          inner: ShapeBackgroundModifier(style: styleName(style), shape: .rectangle, isOverlay: false)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(ShapeBackgroundModifier(style: styleName(style), shape: modelClipShape(of: shape), isOverlay: false))
    }

    /// The same for an insettable shape (Apple declares both overloads).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(ShapeBackgroundModifier(style: styleName(style), shape: modelClipShape(of: shape), isOverlay: false))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(ShapeBackgroundModifier(style: styleName(style), shape: .rectangle, isOverlay: true))
    }

    /// A style filling a shape over the view (iOS 15's `overlay(_:in:fillStyle:)`), as
    /// `background(_:in:fillStyle:)` fills one behind it.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(ShapeBackgroundModifier(style: styleName(style), shape: modelClipShape(of: shape), isOverlay: true))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Layered(primary: self, secondary: content(), alignment: alignment, isOverlay: true)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Layered(primary: self, secondary: content(), alignment: alignment, isOverlay: false)
    }
}

/// `overlay(alignment:content:)` and `background(alignment:content:)`: the secondary view is part
/// of the view tree (it can have state), sized by the primary (see `OverlayLayout`).
public struct _Layered<Primary: View, Secondary: View>: View {
    let primary: Primary
    let secondary: Secondary
    let alignment: Alignment
    let isOverlay: Bool
    public typealias Body = Never
}

extension _Layered: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: primary), ChildView(identity: .index(1), view: secondary)]
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let secondaryUnits = children[1]
        let secondaryNode = secondaryUnits.count == 1 ? secondaryUnits[0]
            : DisplayNode(kind: "ZStack", children: secondaryUnits, layout: ZStackLayout(alignment: alignment))
        return children[0].map { unit in
            let layered = isOverlay ? [unit, secondaryNode] : [secondaryNode, unit]
            let node = DisplayNode(kind: isOverlay ? "overlay" : "background", children: layered,
                                   layout: OverlayLayout(primaryIndex: isOverlay ? 0 : 1, alignment: alignment))
            node.layoutPriority = unit.layoutPriority
            return node
        }
    }
}
