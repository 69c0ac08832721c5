import CourseCheckProtocol
import Foundation

/// The navigation container before iOS 16: on iPhone a stack (Apple's `NavigationView`,
/// deprecated in favour of `NavigationStack` and `NavigationSplitView`).
@available(*, deprecated, message: "@available(iOS, deprecated: 100000) use NavigationStack or NavigationSplitView instead")
@MainActor @preconcurrency
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension NavigationView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: NavigationStack { content })]
    }
}

/// How a `NavigationView` arranges its columns; on iPhone every style is a stack.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
@available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
@available(*, deprecated, message: "@available(iOS, introduced: 15.0, deprecated: 100000.0) replace styled NavigationView with NavigationSplitView")
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns on iPad; on iPhone a stack, like every style.
@available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public init() {}
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 15.0, deprecated: 100000.0) replace styled NavigationView with NavigationSplitView")
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

extension View {
    /// On iPhone (compact width) a navigation view is a stack whatever its style.
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { modifier(NeutralModifier()) }
}

/// A modifier that asks for what iPhone already does (a style that changes nothing on a compact
/// screen): it leaves the view as it is, which is SwiftUI's behaviour there.
struct NeutralModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
}

/// Which columns of a split view are shown; on iPhone the split view is a stack, so it has no
/// effect (Apple's `NavigationSplitViewVisibility`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String
    public static var automatic: NavigationSplitViewVisibility { .init(name: "automatic") }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var all: NavigationSplitViewVisibility { .init(name: "all") }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var doubleColumn: NavigationSplitViewVisibility { .init(name: "doubleColumn") }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var detailOnly: NavigationSplitViewVisibility { .init(name: "detailOnly") }
}

/// Two or three columns side by side — on iPhone "collapses all of its columns into a stack, and
/// shows the last column that displays useful information" (Apple's `NavigationSplitView`;
/// docs/FACTS.md): the sidebar is the root, and choosing a row of a list with a selection in it
/// pushes the next column (the content column, then the detail).
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension NavigationSplitView {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

extension NavigationSplitView: View {}

extension NavigationSplitView: BuiltinView {
    /// The columns after the sidebar, kept across builds: a pushed column shows the latest view
    /// the split view was given for it.
    func columns(_ node: ViewNode) -> (content: SplitNextColumn, detail: SplitNextColumn) {
        if let kept = node.storage["split.columns"] as? Box<(SplitNextColumn, SplitNextColumn)> { return kept.value }
        let made = (SplitNextColumn(), SplitNextColumn())
        node.storage["split.columns"] = Box(made)
        return made
    }

    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let (contentColumn, detailColumn) = columns(context.node)
        detailColumn.view = AnyView(detail)
        let first: SplitNextColumn
        if let content {
            contentColumn.view = AnyView(SplitColumn(content: AnyView(content), next: detailColumn))
            first = contentColumn
        } else {
            first = detailColumn
        }
        return [ChildView(identity: .index(0), view: NavigationStack { SplitColumn(content: AnyView(sidebar), next: first) })]
    }

    /// A pushed column is shown again with what the split view now holds.
    func didBuild(_ node: ViewNode) {
        let (contentColumn, detailColumn) = columns(node)
        for column in [contentColumn, detailColumn] where column.isPushed { column.model?.node?.invalidate() }
    }
}

/// A column of a collapsed split view that choosing a row pushes: the latest view for it.
@MainActor
final class SplitNextColumn {
    var view = AnyView(EmptyView())
    weak var model: NavigationModel?
    var pushID: Int?
    /// Pushed, and not popped since.
    var isPushed: Bool { pushID.map { model?.hasPush($0) ?? false } ?? false }
}

/// A column of a collapsed split view: choosing a row of a selectable list in it pushes the next.
struct SplitColumn: View {
    let content: AnyView
    let next: SplitNextColumn
    typealias Body = Never
}

extension SplitColumn: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        if let navigation = environment.navigationContext {
            let next = self.next
            environment.selectionPushesColumn = {
                guard !next.isPushed else { return }
                next.model = navigation.model
                next.pushID = navigation.model.push { next.view }
            }
        }
        return environment
    }
}

struct SelectionPushesColumnKey: EnvironmentKey { static var defaultValue: (@MainActor () -> Void)? { nil } }

extension EnvironmentValues {
    /// In a collapsed split view's column: what choosing a list row does besides selecting it.
    var selectionPushesColumn: (@MainActor () -> Void)? {
        get { self[SelectionPushesColumnKey.self] }
        set { self[SelectionPushesColumnKey.self] = newValue }
    }
}

/// How a split view shares the width between its columns; on iPhone it is a stack. Apple's
/// requirements are here, but the model's split view never asks a style for its body (on iPhone
/// it shows its collapsed stack whatever the style): a style's `makeBody` reports itself.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    associatedtype Body: View
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    /// Not modelled: a use reports itself and shows nothing (the model's split view draws its
    /// collapsed stack itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: AutomaticNavigationSplitViewStyle.Configuration) -> some View {
        NavigationSplitViewStyleBodyNotModelled(style: "AutomaticNavigationSplitViewStyle")
    }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    /// Not modelled: a use reports itself and shows nothing (the model's split view draws its
    /// collapsed stack itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: BalancedNavigationSplitViewStyle.Configuration) -> some View {
        NavigationSplitViewStyleBodyNotModelled(style: "BalancedNavigationSplitViewStyle")
    }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    /// Not modelled: a use reports itself and shows nothing (the model's split view draws its
    /// collapsed stack itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: ProminentDetailNavigationSplitViewStyle.Configuration) -> some View {
        NavigationSplitViewStyleBodyNotModelled(style: "ProminentDetailNavigationSplitViewStyle")
    }
}

/// What a built-in split view style's `makeBody` returns: nothing, reporting itself when made.
struct NavigationSplitViewStyleBodyNotModelled: View {
    let style: String
    init(style: String) {
        self.style = style
        ModelProblems.notModelled("\(style).makeBody(configuration:)", "the style's split view is not drawn: shows nothing")
    }
    var body: some View { EmptyView() }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() } }

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { modifier(NeutralModifier()) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { modifier(NeutralModifier()) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { modifier(NeutralModifier()) }
}
