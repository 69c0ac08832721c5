import CourseCheckProtocol
import Foundation

/// Modifiers that change layout: each wraps the view's display node in a node with a layout rule
/// of its own (see Layout/), named as the report shows it.
struct LayoutWrappingModifier: ViewModifier, BuiltinModifier {
    let kind: String
    let attributes: [(String, String)]
    let rule: @MainActor () -> any LayoutRule
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let node = DisplayNode(kind: kind, children: [unit], layout: rule())
        node.attributes = attributes
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

/// `.layoutPriority(_:)`: sets the priority on the view's node, which its stack reads.
struct LayoutPriorityModifier: ViewModifier, BuiltinModifier {
    let priority: Double
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.layoutPriority = priority
        return unit
    }
}

extension View {
    /// 16 points on the given edges by default (the system's standard spacing on iPhone; docs/FACTS.md).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        let insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) },
                                       inner: LayoutWrappingModifier(kind: "padding", attributes: []) { PaddingLayout(insets: insets) }))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets,
                                inner: LayoutWrappingModifier(kind: "padding", attributes: []) { PaddingLayout(insets: insets) }))
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        if let width, width < 0 || !width.isFinite { ModelLog.invalidFrameDimension() }
        if let height, height < 0 || !height.isFinite { ModelLog.invalidFrameDimension() }
        var attributes: [(String, String)] = []
        if let width { attributes.append((Attribute.Name.width, ReportNumber.format(Double(width)))) }
        if let height { attributes.append((Attribute.Name.height, ReportNumber.format(Double(height)))) }
        return modifier(_FrameLayout(width: width, height: height, alignment: alignment,
                                     inner: LayoutWrappingModifier(kind: "frame", attributes: attributes) {
            FixedFrameLayout(width: width, height: height, alignment: alignment)
        }))
    }

    /// Apple's deprecated form without arguments: a call `.frame()` resolves to it (an exact
    /// match beats the defaulted forms) and warns. What it does is not documented: the model lays
    /// the view out as a frame with no size given, and says so.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        ModelProblems.notModelled("View.frame()", "Apple does not document what the deprecated form does; the model lays the view out as a frame with no size given")
        return frame(width: nil, height: nil)
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        var attributes: [(String, String)] = []
        for (name, value) in [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                              ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)] {
            if let value { attributes.append((name, ReportNumber.format(Double(value)))) }
        }
        return modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                         minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment,
                                         inner: LayoutWrappingModifier(kind: "frame", attributes: attributes) {
            FlexibleFrameLayout(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                alignment: alignment)
        }))
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(LayoutWrappingModifier(kind: "fixedSize", attributes: []) {
            FixedSizeLayout(horizontal: horizontal, vertical: vertical)
        })
    }

    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(LayoutWrappingModifier(kind: contentMode == .fit ? "scaledToFit" : "scaledToFill",
                                        attributes: aspectRatio.map { [(Attribute.Name.ratio, ReportNumber.format(Double($0)))] } ?? []) {
            AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)
        })
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
