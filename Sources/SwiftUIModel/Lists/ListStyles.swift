import Foundation

/// A list's look (Apple's `ListStyle`). On iPhone `automatic` is inset-grouped.
public protocol ListStyle { var kind: String { get } }
public struct DefaultListStyle: ListStyle { public init() {}; public var kind: String { "automatic" } }
public struct PlainListStyle: ListStyle { public init() {}; public var kind: String { "plain" } }
public struct GroupedListStyle: ListStyle { public init() {}; public var kind: String { "grouped" } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var kind: String { "insetGrouped" } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct InsetListStyle: ListStyle { public init() {}; public var kind: String { "inset" } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct SidebarListStyle: ListStyle { public init() {}; public var kind: String { "sidebar" } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// The row insets `listRowInsets` asks for.
enum RowInsetsKey: CarriedKey { typealias Value = EdgeInsets }
/// A row's background style's name.
enum RowBackgroundKey: CarriedKey { typealias Value = String }
/// The views of a row's background that is not a colour (`listRowBackground(_:)`).
enum RowBackgroundViewKey: CarriedKey { typealias Value = [DisplayNode] }
enum RowSeparatorKey: CarriedKey { typealias Value = Visibility }

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier { $0.listStyleKind = ListStyleKind(rawValue: style.kind) ?? .automatic })
    }

    /// The insets of the row this view is in (nil: the list's own).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(RowSettingModifier { unit in unit.carried[RowInsetsKey.self] = insets })
    }

    /// A view behind the row this view is in, filling the whole row (insets included). A colour
    /// is drawn as the row's fill; any other view is part of the view tree (it can have state)
    /// and laid out behind the row's content.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ListRowBackground(content: self, background: view)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(RowSettingModifier { unit in unit.carried[RowSeparatorKey.self] = visibility })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(RowSettingModifier { unit in unit.carried[RowSeparatorKey.self] = visibility })
    }
}

/// `listRowBackground(_:)`: the content, whose row the list draws with the background. The
/// background view is built as this view's second child; a row is one unit, so the views go to it
/// (content that makes several rows, as a `ForEach` does, gives each row its own modifier in
/// SwiftUI: the model reports that case).
struct ListRowBackground<Content: View, Background: View>: View {
    let content: Content
    let background: Background?
    typealias Body = Never
}

extension ListRowBackground: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        var children = [ChildView(identity: .index(0), view: content)]
        if let background, !(background is Color) { children.append(ChildView(identity: .index(1), view: background)) }
        return children
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let units = children[0]
        if let color = background as? Color {
            for unit in units { unit.carried[RowBackgroundKey.self] = color.styleName }
        } else if children.count > 1 {
            if units.count == 1 {
                units[0].carried[RowBackgroundViewKey.self] = children[1]
            } else if !units.isEmpty {
                ModelProblems.notModelled("listRowBackground(_:) with a view, on content that makes several rows",
                                          "the rows show no background: put the modifier on each row")
            }
        }
        return units
    }
}

/// Sets something on the row a view is in, for the list to read.
struct RowSettingModifier: ViewModifier, BuiltinModifier {
    let apply: @MainActor (DisplayNode) -> Void
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        apply(unit)
        return unit
    }
}

/// The top or bottom edge (SwiftUI's `VerticalEdge`).
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct Set: OptionSet, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let rawValue: Int8
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(rawValue: Int8) { self.rawValue = rawValue }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let top = Set(rawValue: 1)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let bottom = Set(rawValue: 2)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct Set: OptionSet, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let rawValue: Int8
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(rawValue: Int8) { self.rawValue = rawValue }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let leading = Set(rawValue: 1)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let trailing = Set(rawValue: 2)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let all: Set = [.leading, .trailing]
    }
}
