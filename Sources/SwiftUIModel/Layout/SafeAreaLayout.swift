import CourseCheckProtocol
import Foundation

/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct SafeAreaRegions: OptionSet, Sendable {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public let rawValue: UInt
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(rawValue: UInt) { self.rawValue = rawValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let container = SafeAreaRegions(rawValue: 1)
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the content is placed along the edge, and
/// the view is inset by the content's size plus the spacing ("The content view is anchored to the
/// specified horizontal edge in the parent view, aligning its vertical axis to the specified
/// alignment guide. The modified view is inset by the width of content, from edge"). Children:
/// the view, then the inset content.
///
/// Without a spacing, the distance the view's spacing preferences give to the inset content's, as
/// a stack would put between them, on the edge's axis, or 8 points when they give none:
/// OpenSwiftUI's InsetViewModifier.swift (`InsetViewLayout.spacing()`: the modified view's
/// `distanceToSuccessorView` to the content, whichever the edge, else `defaultSpacingValue`, 8 × 8
/// in OpenSwiftUIGlue.swift).
struct SafeAreaInsetLayout: ModifierLayout {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    func gap(_ children: [DisplayNode]) -> CGFloat {
        spacing ?? children[0].spacing.distance(to: children[1].spacing, along: edge == .top || edge == .bottom ? .vertical : .horizontal)
    }

    func insetLength(_ proposal: ProposedViewSize, children: [DisplayNode]) -> (CGSize, CGFloat) {
        let size = children[1].sizeThatFits(proposal)
        let length = (edge == .top || edge == .bottom) ? size.height : size.width
        return (size, length + gap(children))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: children[0].sizeThatFits(proposal))
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let (size, inset) = insetLength(ProposedViewSize(bounds.size), children: children)
        var main = bounds
        var bar = bounds
        switch edge {
        case .top:
            main = CGRect(x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: max(bounds.height - inset, 0))
            bar = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: size.height)
        case .bottom:
            main = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(bounds.height - inset, 0))
            bar = CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: bounds.width, height: size.height)
        case .leading:
            main = CGRect(x: bounds.minX + inset, y: bounds.minY, width: max(bounds.width - inset, 0), height: bounds.height)
            bar = CGRect(x: bounds.minX, y: bounds.minY, width: size.width, height: bounds.height)
        case .trailing:
            main = CGRect(x: bounds.minX, y: bounds.minY, width: max(bounds.width - inset, 0), height: bounds.height)
            bar = CGRect(x: bounds.maxX - size.width, y: bounds.minY, width: size.width, height: bounds.height)
        }
        children[0].place(in: main, proposal: ProposedViewSize(main.size))
        let contentSize = children[1].sizeThatFits(ProposedViewSize(bar.size))
        children[1].place(in: CGRect(origin: alignment.place(contentSize, in: bar), size: contentSize), proposal: ProposedViewSize(bar.size))
    }
}

public struct _SafeAreaInsetView<Content: View, Inset: View>: View {
    let content: Content
    let inset: Inset
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    public typealias Body = Never
}

extension _SafeAreaInsetView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content), ChildView(identity: .index(1), view: inset)]
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let insetUnits = children[1]
        let insetNode = insetUnits.count == 1 ? insetUnits[0] : DisplayNode(kind: "VStack", children: insetUnits,
                                                                              layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))
        let main = children[0].count == 1 ? children[0][0] : DisplayNode(kind: "Group", children: children[0], layout: ZStackLayout(alignment: .center))
        let node = DisplayNode(kind: "safeAreaInset", children: [main, insetNode],
                               layout: SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing))
        node.attributes = [(Attribute.Name.edge, "\(edge)")]
        return [node]
    }
}

extension View {
    /// "Expands the safe area of a view … To extend your content into these regions, you can ignore
    /// safe areas on specific edges" (Apple's `ignoresSafeArea(_:edges:)`): laid out as
    /// `edgesIgnoringSafeArea` is (`SafeAreaExtendingLayout`). The keyboard is never shown in the
    /// model, so ignoring only its region changes nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        let active = regions.contains(.container) ? edges : []
        var attributes: [(String, String)] = []
        if !regions.contains(.container) { attributes.append((Attribute.Name.regions, "keyboard")) }
        if edges.rawValue != Edge.Set.all.rawValue { attributes.append((Attribute.Name.edges, Self.edgeNames(edges))) }
        return modifier(LayoutWrappingModifier(kind: "ignoresSafeArea", attributes: attributes) { SafeAreaExtendingLayout(edges: active) })
    }

    /// iOS 17: "Adds the provided insets into the safe area of this view." The model lays it out
    /// as padding (nothing in the model extends into a view's safe area but `ignoresSafeArea`).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(LayoutWrappingModifier(kind: "safeAreaPadding", attributes: []) { PaddingLayout(insets: insets) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        let insets = EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return modifier(LayoutWrappingModifier(kind: "safeAreaPadding", attributes: []) { PaddingLayout(insets: insets) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        let insets = EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
        return modifier(LayoutWrappingModifier(kind: "safeAreaPadding", attributes: []) { PaddingLayout(insets: insets) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        _SafeAreaInsetView(content: self, inset: content(), edge: edge == .top ? .top : .bottom,
                           alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        _SafeAreaInsetView(content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
                           alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }

    static func edgeNames(_ edges: Edge.Set) -> String {
        Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { "\($0)" }.joined(separator: ",")
    }
}
