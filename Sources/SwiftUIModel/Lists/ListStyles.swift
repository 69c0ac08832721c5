import Foundation

/// A list's look (Apple's `ListStyle`). On iPhone `automatic` is inset-grouped.
public protocol ListStyle { var kind: String { get } }
public struct DefaultListStyle: ListStyle { public init() {}; public var kind: String { "automatic" } }
public struct PlainListStyle: ListStyle { public init() {}; public var kind: String { "plain" } }
public struct GroupedListStyle: ListStyle { public init() {}; public var kind: String { "grouped" } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var kind: String { "insetGrouped" } }
public struct InsetListStyle: ListStyle { public init() {}; public var kind: String { "inset" } }
public struct SidebarListStyle: ListStyle { public init() {}; public var kind: String { "sidebar" } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// The row insets `listRowInsets` asks for.
enum RowInsetsKey: CarriedKey { typealias Value = EdgeInsets }
/// A row's background style's name.
enum RowBackgroundKey: CarriedKey { typealias Value = String }
enum RowSeparatorKey: CarriedKey { typealias Value = Visibility }

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier { $0.listStyleKind = ListStyleKind(rawValue: style.kind) ?? .automatic })
    }

    /// The insets of the row this view is in (nil: the list's own).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(RowSettingModifier { unit in unit.carried[RowInsetsKey.self] = insets })
    }

    /// A view behind the row's content; the model reports its style when it is a colour or style.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(RowSettingModifier { unit in
            if let view {
                if let color = view as? Color { unit.carried[RowBackgroundKey.self] = color.styleName } else {
                    ModelProblems.notModelled("listRowBackground(_:) with a view that is not a colour", "the row shows no background")
                }
            }
        })
    }

    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(RowSettingModifier { unit in unit.carried[RowSeparatorKey.self] = visibility })
    }

    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(RowSettingModifier { unit in unit.carried[RowSeparatorKey.self] = visibility })
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
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}
