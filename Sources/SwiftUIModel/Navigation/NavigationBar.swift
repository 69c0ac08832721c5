import CourseCheckProtocol
import Foundation

/// Builds a navigation stack's display node: the navigation bar for the top column (title,
/// display mode, back button, toolbar items, search field), the column's content below it, and a
/// bottom toolbar when items ask for one.
@MainActor
enum NavigationBarBuilder {
    static func stack(columns: [[DisplayNode]], context: BuildContext) -> DisplayNode {
        let top = columns.count - 1
        let content = columns[top]
        let modes = resolvedModes(columns)
        let visibility = content.firstCarried(BarVisibilityKey.self) ?? [:]
        var children: [DisplayNode] = []
        var barHeight: CGFloat = 0
        let items = content.flatMap { $0.allCarried(ToolbarItemsKey.self) }.flatMap { $0 }
        if visibility["navigationBar"] != .hidden {
            let bar = navigationBar(columns: columns, mode: modes[top], items: items, context: context)
            barHeight = bar.height
            children.append(bar.node)
        }
        children += content
        var bottomHeight: CGFloat = 0
        let bottomItems = items.filter { ToolbarPlacementGroup.of($0.toolbar.placement) == .bottom }
        if !bottomItems.isEmpty, visibility["bottomBar"] != .hidden {
            // Items from the leading margin, as the bar's leading items are.
            let bottom = DisplayNode(kind: "BottomBar", children: bottomItems,
                                     layout: NavigationBarLayout(leadingCount: bottomItems.count, centerCount: 0, trailingRange: bottomItems.count..<bottomItems.count,
                                                                 hasLargeTitle: false, hasSearch: false))
            bottomHeight = NavigationBarMetrics.bottomBarHeight
            children.append(bottom)
        }
        let node = DisplayNode(kind: "NavigationStack", children: children,
                               layout: NavigationStackLayout(barHeight: barHeight, bottomBarHeight: bottomHeight, contentCount: content.count))
        node.carried[CarriedScopeKey.self] = "NavigationStack"
        return node
    }

    /// Each column's title display mode: its own, or, left automatic, the root's is large when it
    /// has a title and inline when it has none, and a pushed view keeps the mode of the view
    /// under it (Apple's `ToolbarTitleDisplayMode.automatic`, quoted in OpenSwiftUI's
    /// `ToolbarTitleDisplayMode.swift`; `NavigationBarItem.TitleDisplayMode.automatic`: "inherit
    /// the display mode from the previous navigation item").
    static func resolvedModes(_ columns: [[DisplayNode]]) -> [TitleMode] {
        var modes: [TitleMode] = []
        for (index, units) in columns.enumerated() {
            let own = units.firstCarried(TitleDisplayModeKey.self) ?? .automatic
            if own != .automatic { modes.append(own); continue }
            if index == 0 {
                modes.append(units.firstCarried(NavigationTitleKey.self) == nil ? .inline : .large)
            } else {
                modes.append(modes[index - 1])
            }
        }
        return modes
    }

    static func navigationBar(columns: [[DisplayNode]], mode: TitleMode, items: [DisplayNode], context: BuildContext) -> (node: DisplayNode, height: CGFloat) {
        let top = columns.count - 1
        let content = columns[top]
        let title = content.firstCarried(NavigationTitleKey.self)
        let titleString = title.map { TextResolver.plain($0) }
        var leading: [DisplayNode] = [], trailing: [DisplayNode] = [], principal: [DisplayNode] = []
        let backHidden = content.firstCarried(BackButtonHiddenKey.self) ?? false
        var back: DisplayNode?
        if top > 0, !backHidden {
            back = backButton(previousTitle: columns[top - 1].firstCarried(NavigationTitleKey.self), column: top, context: context)
        }
        for item in items {
            switch ToolbarPlacementGroup.of(item.toolbar.placement) {
            case .leading: leading.append(item)
            // "navigation": leading, but after a back button in compact width it moves to the
            // trailing edge (Apple's `ToolbarItemPlacement.navigation`).
            case .navigation: if back == nil { leading.append(item) } else { trailing.append(item) }
            case .trailing: trailing.append(item)
            case .principal: principal.append(item)
            // `title`: shown, in the title's place, only where the bar shows its title inline
            // (Apple's documentation of `ToolbarItemPlacement.title`).
            case .title: if mode != .large { principal.append(item) }
            case .notModelled(let placement):
                ModelProblems.notModelled("ToolbarItemPlacement.\(placement)", "the item is not shown")
            case .bottom, .hidden: break
            }
        }
        var children: [DisplayNode] = []
        if let back { children.append(back) }
        children += leading
        var inlineTitle: DisplayNode?
        if !principal.isEmpty {
            // A principal item takes the title's place (Apple's `ToolbarItemPlacement.principal`).
            children += principal
        } else if let title, mode != .large {
            let text = SystemText.node(title, font: .headline, context: context)
            text.accessibility.traits.insert(.isHeader)
            inlineTitle = text
            children.append(text)
        }
        let trailingStart = children.count
        children += trailing
        var largeTitle: DisplayNode?
        if let title, mode == .large, principal.isEmpty {
            // A header to VoiceOver: "a header that divides content into sections, like the title
            // of a navigation bar" (Apple's `AccessibilityTraits.isHeader`).
            let text = SystemText.node(title, font: Font.largeTitle.bold(), context: context)
            text.accessibility.traits.insert(.isHeader)
            largeTitle = text
            children.append(text)
        }
        var search: DisplayNode?
        if let field = content.firstCarried(SearchableKey.self) {
            let node = SearchFieldBuilder.node(field, context: context)
            search = node
            children.append(node)
        }
        let layout = NavigationBarLayout(leadingCount: (back == nil ? 0 : 1) + leading.count,
                                         centerCount: principal.isEmpty ? (inlineTitle == nil ? 0 : 1) : principal.count,
                                         trailingRange: trailingStart..<(trailingStart + trailing.count),
                                         hasLargeTitle: largeTitle != nil, hasSearch: search != nil)
        let bar = DisplayNode(kind: "NavigationBar", children: children, layout: layout)
        if let titleString { bar.attributes.append((Attribute.Name.title, titleString)) }
        bar.attributes.append((Attribute.Name.mode, mode == .large ? "large" : "inline"))
        if let background = content.firstCarried(BarBackgroundKey.self)?["navigationBar"] {
            bar.attributes.append((Attribute.Name.background, background))
        }
        return (bar, layout.height)
    }

    /// The back button: the title of the view below, or "Back" when it has none (docs/FACTS.md,
    /// "Navigation"; UIKit's `backButtonTitle`). Tapping it pops the top view.
    static func backButton(previousTitle: Text?, column: Int, context: BuildContext) -> DisplayNode {
        let title = previousTitle.map { TextResolver.plain($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
        let label = SystemText.node(Text(verbatim: title), font: .body, context: context)
        let node = DisplayNode(kind: "BackButton", content: ReportQuoting.quote(title), children: [label], layout: PassThroughGroupLayout())
        node.accessibility.role = .button
        node.accessibility.label = title
        let model = context.node.storage["navigation.model"] as? NavigationModel
        node.touch.tapAction = { model?.pop(toDepth: column - 1) }
        return node
    }
}

/// A title's display mode (SwiftUI's `NavigationBarItem.TitleDisplayMode` and
/// `ToolbarTitleDisplayMode`; `inlineLarge` is drawn inline by the model).
enum TitleMode: Equatable { case automatic, inline, large }

enum NavigationTitleKey: CarriedKey { typealias Value = Text }
enum TitleDisplayModeKey: CarriedKey { typealias Value = TitleMode }
enum BackButtonHiddenKey: CarriedKey { typealias Value = Bool }
/// Bars hidden or shown, by `ToolbarPlacement` name.
enum BarVisibilityKey: CarriedKey { typealias Value = [String: Visibility] }
/// Bar backgrounds, by `ToolbarPlacement` name.
enum BarBackgroundKey: CarriedKey { typealias Value = [String: String] }

/// A system-drawn text (a bar's title, a back button's label) as a Text element.
@MainActor
enum SystemText {
    static func node(_ text: Text, font: Font, context: BuildContext) -> DisplayNode {
        var context = context
        context.environment.font = font
        return text.makeUnits(children: [], context: context)[0]
    }
}

/// Navigation bar geometry on iPhone.
enum NavigationBarMetrics {
    /// The bar's row: 44 points below the status bar (a UIKit view dump of an iPhone 15 simulator,
    /// github.com/QuintGao/GKNavigationBarSwift issue #41; docs/FACTS.md, "Navigation"). No
    /// measurement for iOS 26 and later.
    static let rowHeight: CGFloat = 44
    /// The large title's row under it: a large-title bar is about 96 points, 44 + 52 (inferred from
    /// Apple Design Resources by a public design note, labelled secondary by its author; docs/FACTS.md).
    static let largeTitleRowHeight: CGFloat = 52
    /// The search field's row under the title. No source found: 52 points is the model's assumption.
    static let searchRowHeight: CGFloat = 52
    /// The bar's side margins. No source found: 16 points, UIKit's compact-width layout margin
    /// as the model assumes it elsewhere (`ListMetrics.sideMargin`).
    static let sideMargin: CGFloat = 16
    /// A bottom toolbar's height. No source found: 44 points, as the bar's row.
    static let bottomBarHeight: CGFloat = 44
}

/// Where a toolbar item goes on iPhone (Apple's `ToolbarItemPlacement` documentation:
/// `automatic` and `primaryAction` trailing, `principal` centre, `topBarLeading`/`topBarTrailing`
/// "on iOS the top bar is the navigation bar"; docs/FACTS.md). Keyboard items show above the
/// keyboard, which the model does not show.
enum ToolbarPlacementGroup: Equatable {
    case leading, navigation, trailing, principal, title, bottom, hidden
    /// A placement the model does not place (iOS 26's title and subtitle areas).
    case notModelled(String)

    static func of(_ placement: String?) -> ToolbarPlacementGroup {
        switch placement {
        case "topBarLeading", "navigationBarLeading", "cancellationAction": .leading
        case "navigation": .navigation
        case "principal": .principal
        case "bottomBar", "status": .bottom
        case "keyboard": .hidden
        case "title": .title
        case "largeTitle", "subtitle", "largeSubtitle": .notModelled(placement ?? "")
        default: .trailing
        }
    }
}

/// The bar: a row with the leading items from the left margin, the centre item (the inline
/// title or a principal item) centred on the bar, the trailing items ending at the right margin;
/// then the large title's row, then the search field's.
struct NavigationBarLayout: LayoutRule {
    let leadingCount: Int
    let centerCount: Int
    let trailingRange: Range<Int>
    let hasLargeTitle: Bool
    let hasSearch: Bool

    var height: CGFloat {
        NavigationBarMetrics.rowHeight + (hasLargeTitle ? NavigationBarMetrics.largeTitleRowHeight : 0)
            + (hasSearch ? NavigationBarMetrics.searchRowHeight : 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: height)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let margin = NavigationBarMetrics.sideMargin
        let row = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: NavigationBarMetrics.rowHeight)
        func place(_ child: DisplayNode, x: CGFloat, in rect: CGRect) -> CGFloat {
            let offer = ProposedViewSize(width: nil, height: rect.height)
            let size = child.sizeThatFits(offer)
            child.place(in: CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height), proposal: offer)
            return size.width
        }
        var x = bounds.minX + margin
        for child in children.prefix(leadingCount) { x += place(child, x: x, in: row) + StackLayout.defaultSpacing }
        var right = bounds.maxX - margin
        for index in trailingRange.reversed() {
            let size = children[index].sizeThatFits(ProposedViewSize(width: nil, height: row.height))
            right -= size.width
            _ = place(children[index], x: right, in: row)
            right -= StackLayout.defaultSpacing
        }
        for child in children[leadingCount..<(leadingCount + centerCount)] {
            let size = child.sizeThatFits(ProposedViewSize(width: nil, height: row.height))
            _ = place(child, x: bounds.midX - size.width / 2, in: row)
        }
        var y = row.maxY
        var next = trailingRange.upperBound
        if hasLargeTitle {
            let rect = CGRect(x: bounds.minX, y: y, width: bounds.width, height: NavigationBarMetrics.largeTitleRowHeight)
            let offer = ProposedViewSize(width: bounds.width - 2 * margin, height: nil)
            let size = children[next].sizeThatFits(offer)
            children[next].place(in: CGRect(x: bounds.minX + margin, y: rect.midY - size.height / 2, width: size.width, height: size.height), proposal: offer)
            y = rect.maxY
            next += 1
        }
        if hasSearch {
            let rect = CGRect(x: bounds.minX + margin, y: y, width: bounds.width - 2 * margin, height: NavigationBarMetrics.searchRowHeight)
            let offer = ProposedViewSize(width: rect.width, height: nil)
            let size = children[next].sizeThatFits(offer)
            children[next].place(in: CGRect(x: rect.minX, y: rect.midY - size.height / 2, width: rect.width, height: size.height), proposal: offer)
        }
    }
}

/// A navigation stack: the bar across the top, a bottom toolbar across the bottom, and the top
/// column's content between them, each unit placed as a window places its root (centred).
struct NavigationStackLayout: LayoutRule {
    let barHeight: CGFloat
    let bottomBarHeight: CGFloat
    let contentCount: Int

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 0, height: 0))
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        var index = 0
        if barHeight > 0 {
            children[0].place(in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barHeight))
            index = 1
        }
        let area = CGRect(x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width,
                          height: max(bounds.height - barHeight - bottomBarHeight, 0))
        for child in children[index..<(index + contentCount)] { child.layoutAsRoot(in: area) }
        if bottomBarHeight > 0, let bottom = children.last {
            bottom.place(in: CGRect(x: bounds.minX, y: bounds.maxY - bottomBarHeight, width: bounds.width, height: bottomBarHeight))
        }
    }
}
