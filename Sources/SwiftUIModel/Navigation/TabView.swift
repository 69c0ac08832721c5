import CourseCheckProtocol
import Foundation

/// Tabs, one shown at a time, with a tab bar at the bottom to switch between them (Apple's
/// `TabView`). Every tab stays in the graph with its state; only the selected one is on screen
/// (`ChildVisibility`), so switching tabs makes one disappear and the other appear.
///
/// A tab's label and tag are read from the tab's view itself (`.tabItem`, `.tag`, `.badge`, or
/// the iOS 18 `Tab`), as SwiftUI reads them before it shows the tab.
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension TabView {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

extension TabView {
    /// iOS 18: tabs written with `Tab`, selected by their values.
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        self.selection = selection
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
    }

    public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {
        selection = nil
        self.content = TabContentBuilder<Never>.Content(content: content())
    }
}

extension TabView: View {}

/// One tab as the tab view sees it: its view, the label for the bar, its tag and badge.
struct TabSpec {
    var view: any View
    var label: AnyView?
    var tag: AnyHashable?
    var badge: Text?
}

extension TabView: BuiltinView, ChildVisibility {
    var tabs: [TabSpec] {
        if let tabContent = content as? any TabContentHolder { return tabContent.tabSpecs }
        let views: [any View] = (content as? any TupleViewElements)?.elementViews ?? [content]
        return views.map(TabInspection.spec(of:))
    }

    func selectedIndex(_ tabs: [TabSpec], node: ViewNode) -> Int {
        if let selection {
            let value = AnyHashable(selection.wrappedValue)
            return tabs.firstIndex { $0.tag == value } ?? 0
        }
        let stored = (node.storage["tabs.selected"] as? Box<Int>)?.value ?? 0
        return min(stored, max(tabs.count - 1, 0))
    }

    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let tabs = self.tabs
        // Which tab is shown depends on the selection: its change builds this view again.
        let selected = BodyEvaluation.attributing(to: context.node) { selectedIndex(tabs, node: context.node) }
        context.node.storage["tabs.shown"] = Box(selected)
        var children = tabs.enumerated().map { ChildView(identity: .index($0.offset), view: $0.element.view) }
        for (index, tab) in tabs.enumerated() {
            children.append(ChildView(identity: .explicit(AnyHashable("tab label \(index)")), view: tab.label ?? AnyView(EmptyView())))
        }
        return children
    }

    func isShown(child: IdentityComponent, of node: ViewNode) -> Bool {
        guard case .index(let index) = child else { return true }
        return (node.storage["tabs.shown"] as? Box<Int>)?.value == index
    }

    func didBuild(_ node: ViewNode) {
        let shown = (node.storage["tabs.shown"] as? Box<Int>)?.value
        let previous = (node.storage["tabs.shownBefore"] as? Box<Int>)?.value
        if let shown { node.storage["tabs.shownBefore"] = Box(shown) }
        guard previous != nil, previous != shown, let graph = node.graph else { return }
        for child in node.children {
            if case .index(let index) = child.identity.last, index == previous || index == shown { graph.updateVisibility(of: child) }
        }
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let tabs = self.tabs
        let count = tabs.count
        let selected = selectedIndex(tabs, node: context.node)
        let content = count > 0 ? children[selected] : []
        if context.environment.tabViewStyleName == "page" {
            let node = DisplayNode(kind: "TabView", children: content, layout: TabViewLayout(barHeight: 0, contentCount: content.count))
            node.attributes = [(Attribute.Name.style, "page")]
            return [node]
        }
        let node = context.node
        let selection = self.selection
        var items: [DisplayNode] = []
        for (index, tab) in tabs.enumerated() {
            let labelUnits = children[count + index]
            let title = AccessibilityTree.label(of: labelUnits, separator: " ")
            let item = DisplayNode(kind: "Tab", content: ReportQuoting.quote(title), children: labelUnits, layout: PassThroughGroupLayout())
            if index == selected {
                item.attributes.append((Attribute.Name.selected, "true"))
                item.accessibility.traits.insert(.isSelected)
            }
            if let badge = tab.badge { item.attributes.append((Attribute.Name.badge, TextResolver.plain(badge))) }
            // A tab bar's item: VoiceOver says "tab", and "selected" for the chosen one (UIKit's
            // tab bar items, a `tabBar` container's buttons).
            item.accessibility.role = .tab
            item.accessibility.label = title
            let tag = tab.tag
            item.touch.tapAction = {
                if let selection, let value = tag?.base as? SelectionValue {
                    selection.wrappedValue = value
                } else {
                    node.storage["tabs.selected"] = Box(index)
                    node.invalidate()
                }
            }
            item.carried[TabBarItemKey.self] = true
            items.append(item)
        }
        let bar = DisplayNode(kind: "TabBar", children: items, layout: TabBarLayout())
        if let background = content.firstCarried(BarBackgroundKey.self)?["tabBar"] {
            bar.attributes.append((Attribute.Name.background, background))
        }
        let hidden = content.firstCarried(BarVisibilityKey.self)?["tabBar"] == .hidden
        let view = DisplayNode(kind: "TabView", children: content + (hidden ? [] : [bar]),
                               layout: TabViewLayout(barHeight: hidden ? 0 : TabBarMetrics.height, contentCount: content.count))
        view.carried[CarriedScopeKey.self] = "TabView"
        return [view]
    }
}

/// Marks a tab bar's items, which a `tap tab` step looks for.
enum TabBarItemKey: CarriedKey { typealias Value = Bool }

/// Tab bar geometry on iPhone.
enum TabBarMetrics {
    /// 49 points above the home indicator's 34 (openradar 36192254, measured before iOS 26;
    /// docs/FACTS.md, "Navigation"). The tabs' content ends there on every release.
    static let height: CGFloat = 49

    /// From iOS 26 the bar is a capsule that floats over the content, inset from the screen's
    /// edges: 62 points tall, 21 from its sides and from its bottom edge. No measurement by Apple
    /// was found: these are the constants of ryanashcraft/FabBar (Sources/FabBar/Internal/
    /// Constants.swift at 26cac2d), a public replica of the iOS 26 tab bar ("Matches the standard
    /// iOS tab bar height"). On a phone with a home indicator its top is where the older bar's was
    /// (21 + 62 = 34 + 49).
    static let floatingHeight: CGFloat = 62
    static let floatingInset: CGFloat = 21

    static var floats: Bool { ModelSettings.current.platformMajorVersion >= 26 }

    /// Where the bar is drawn, at the bottom of `bounds` (the safe area the tab view fills).
    @MainActor static func frame(in bounds: CGRect) -> CGRect {
        guard floats else { return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height) }
        return CGRect(x: bounds.minX + floatingInset, y: LayoutViewport.visible.maxY - floatingInset - floatingHeight,
                      width: max(bounds.width - 2 * floatingInset, 0), height: floatingHeight)
    }
}

/// The selected tab's content above the tab bar, each unit placed as a window places its root.
struct TabViewLayout: LayoutRule {
    let barHeight: CGFloat
    let contentCount: Int

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(bounds.height - barHeight, 0))
        for child in children.prefix(contentCount) { child.layoutAsRoot(in: area) }
        if barHeight > 0, children.count > contentCount {
            children[contentCount].place(in: TabBarMetrics.frame(in: bounds))
        }
    }
}

/// The tab bar's items share its width equally, each centred in its share.
struct TabBarLayout: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? TabBarMetrics.height)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        guard !children.isEmpty else { return }
        let share = bounds.width / CGFloat(children.count)
        for (index, child) in children.enumerated() {
            let slot = CGRect(x: bounds.minX + share * CGFloat(index), y: bounds.minY, width: share, height: bounds.height)
            let offer = ProposedViewSize(slot.size)
            let size = child.sizeThatFits(offer)
            child.place(in: CGRect(origin: Alignment.center.place(size, in: slot), size: size), proposal: offer)
        }
    }
}

/// Reads a tab's label, tag and badge from the modifiers applied to its view.
@MainActor
enum TabInspection {
    static func spec(of view: any View) -> TabSpec {
        var spec = TabSpec(view: view)
        for modifier in ModifierChain.modifiers(of: view) {
            if let item = modifier as? TabItemModifier, spec.label == nil { spec.label = item.label }
            if let tag = modifier as? CarryingModifier<TagKey>, spec.tag == nil { spec.tag = tag.value }
            if let badge = modifier as? BadgeModifier, spec.badge == nil { spec.badge = badge.badge }
        }
        return spec
    }
}

/// `.tabItem { Label(…) }`: the label the tab bar shows for this view's tab.
struct TabItemModifier: ViewModifier, BuiltinModifier {
    let label: AnyView
    typealias Body = Never
}

enum TagKey: CarriedKey { typealias Value = AnyHashable }
enum BadgeKey: CarriedKey { typealias Value = Text }

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }

    /// The value a picker or tab view selects this view by. Apple's SDK declares one `tag`, with
    /// `includeOptional` (true: the tag also matches a selection of `V?`, which comparing as
    /// `AnyHashable` does, since an optional's `AnyHashable` is its value's).
    public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable {
        if !includeOptional {
            ModelProblems.notModelled("tag(_:includeOptional:) with includeOptional false", "the tag also matches an optional selection")
        }
        return modifier(CarryingModifier(key: TagKey.self, value: AnyHashable(tag)))
    }

    /// A badge on a tab's item or a list row (Apple's `badge(_:)`; a count of 0 shows none).
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(badge: count == 0 ? nil : Text(verbatim: "\(count)")))
    }

    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(badge: label))
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(badge: key.map { Text($0) }))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(badge: label.map { Text($0) }))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier { $0.tabViewStyleName = style.modelName })
    }
}

/// A badge: carried up to a tab bar or a list row, which show it as `badge=`.
struct BadgeModifier: ViewModifier, BuiltinModifier {
    let badge: Text?
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        if let badge { unit.carried[BadgeKey.self] = badge }
        return unit
    }
}

/// How a tab view shows its tabs (Apple's `TabViewStyle`): the tab bar, or pages (`.page`).
public protocol TabViewStyle { var modelName: String { get } }
public struct DefaultTabViewStyle: TabViewStyle { public init() {}; public var modelName: String { "automatic" } }
public struct PageTabViewStyle: TabViewStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public struct IndexDisplayMode: Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public static let always = IndexDisplayMode(name: "always")
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public static let never = IndexDisplayMode(name: "never")
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        if indexDisplayMode.name != "automatic" {
            ModelProblems.notModelled("PageTabViewStyle(indexDisplayMode: .\(indexDisplayMode.name))", "the page indicator is shown as by default")
        }
    }
    public var modelName: String { "page" }
}
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {}; public var modelName: String { "automatic" } }
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {}; public var modelName: String { "automatic" } }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static var page: PageTabViewStyle { .init() }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }

struct TabViewStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }

extension EnvironmentValues {
    var tabViewStyleName: String {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}
