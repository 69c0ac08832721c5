import CourseCheckProtocol
import Foundation

/// Where a search field goes (Apple's `SearchFieldPlacement`); on iPhone it is in the navigation
/// bar, under the title, whichever is asked for.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct SearchFieldPlacement: Sendable {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode()
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let always = NavigationBarDrawerDisplayMode()
    }
    public static let automatic = SearchFieldPlacement()
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let toolbar = SearchFieldPlacement()
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let sidebar = SearchFieldPlacement()
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let navigationBarDrawer = SearchFieldPlacement()
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var toolbarPrincipal: SearchFieldPlacement {
        ModelProblems.notModelled("SearchFieldPlacement.toolbarPrincipal", "the search field is drawn where the automatic placement draws it")
        return SearchFieldPlacement()
    }
}

/// What a search field shows and does, carried up to the navigation bar that draws it.
struct SearchFieldInfo {
    let text: Binding<String>
    let prompt: String
    let isActive: Bool
    /// Starts searching: the field takes the text, and the content is told it is searching.
    let search: @MainActor (String) -> Void
    let submit: (@MainActor () -> Void)?
}
enum SearchableKey: CarriedKey { typealias Value = SearchFieldInfo }
/// The suggestions a view offers while searching (`searchSuggestions`).
enum SearchSuggestionsKey: CarriedKey { typealias Value = [DisplayNode] }
/// The text choosing a suggestion puts in the field (`searchCompletion`).
enum SearchCompletionKey: CarriedKey { typealias Value = String }

extension View {
    /// A search field in the navigation bar that edits `text` (Apple's `searchable(text:placement:prompt:)`;
    /// the prompt is "Search" unless given, as UIKit's search bar's placeholder).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableHost(content: self, text: text, prompt: prompt.map(TextResolver.plain) ?? "Search", suggestions: EmptyView())
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        SearchableHost(content: self, text: text, prompt: TextResolver.plain(Text(prompt)), suggestions: EmptyView())
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableHost(content: self, text: text, prompt: String(prompt), suggestions: EmptyView())
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0, deprecated: 100000.0) Use the searchable modifier with the searchSuggestions modifier")
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        SearchableHost(content: self, text: text, prompt: prompt.map(TextResolver.plain) ?? "Search", suggestions: suggestions())
    }

    /// Suggestions shown while the search field is active (Apple's `searchSuggestions(_:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        SearchSuggestionsHost(content: self, suggestions: suggestions())
    }

    /// The text choosing this suggestion puts in the search field.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func searchCompletion(_ completion: String) -> some View {
        modifier(CarryingModifier(key: SearchCompletionKey.self, value: completion))
    }
}

struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// True below a searchable view while its search field is active.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}

/// A searchable view: its content (told whether a search is active) and, while searching, the
/// suggestions over it. The field itself is drawn by the navigation bar.
struct SearchableHost<Content: View, Suggestions: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
    let suggestions: Suggestions
    typealias Body = Never
}

extension SearchableHost: BuiltinView {
    func isActive(_ node: ViewNode) -> Bool { (node.storage["search.active"] as? Box<Bool>)?.value ?? false }

    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content.environment(\.isSearching, isActive(context.node))),
         ChildView(identity: .index(1), view: suggestions)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let content = children[0].orCarrier()
        let node = context.node
        let active = isActive(node)
        let text = self.text
        let submit = context.environment.submitActions[.search]
        let info = SearchFieldInfo(text: text, prompt: prompt, isActive: active, search: { value in
            text.wrappedValue = value
            if !((node.storage["search.active"] as? Box<Bool>)?.value ?? false) {
                node.storage["search.active"] = Box(true)
                node.invalidate()
            }
        }, submit: submit)
        content[0].carried[SearchableKey.self] = info
        let offered = children[1] + content.flatMap { $0.allCarried(SearchSuggestionsKey.self) }.flatMap { $0 }
        guard active, !offered.isEmpty else { return content }
        // While searching, the suggestions cover the content; choosing one with a completion
        // puts its text in the field.
        for suggestion in offered {
            if let completion = suggestion.firstCarried(SearchCompletionKey.self) {
                suggestion.accessibility.role = .button
                suggestion.accessibility.label = suggestion.accessibility.label ?? RowTitles.label(of: suggestion)
                suggestion.touch.tapAction = { text.wrappedValue = completion }
            }
        }
        let list = DisplayNode(kind: "SearchSuggestions", children: offered, layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0))
        let covered = content.map { unit in
            DisplayNode(kind: "searching", children: [unit, list], layout: OverlayLayout(primaryIndex: 0, alignment: .top))
        }
        return covered
    }
}

/// A view with its search suggestions beside it in the graph; they ride on its units up to the
/// searchable view.
struct SearchSuggestionsHost<Content: View, Suggestions: View>: View {
    let content: Content
    let suggestions: Suggestions
    typealias Body = Never
}

extension SearchSuggestionsHost: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content), ChildView(identity: .index(1), view: suggestions)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let content = children[0].orCarrier()
        content[0].carried[SearchSuggestionsKey.self] = children[1]
        return content
    }
}

/// The search field the navigation bar draws for a searchable view under it.
@MainActor
enum SearchFieldBuilder {
    static func node(_ info: SearchFieldInfo, context: BuildContext) -> DisplayNode {
        let font = Font.body.resolve(in: context.environment)
        let node = DisplayNode(kind: "SearchField", content: ReportQuoting.quote(info.prompt), layout: LeafLayout { proposal in
            CGSize(width: proposal.width ?? TextMetrics.width(of: info.prompt, size: font.size), height: font.lineHeight)
        })
        node.attributes = [(Attribute.Name.text, info.text.wrappedValue)]
        if info.isActive { node.attributes.append((Attribute.Name.focused, "true")) }
        node.accessibility.label = info.prompt
        node.accessibility.role = .searchField
        node.accessibility.value = info.text.wrappedValue
        node.carried[SearchableKey.self] = info
        node.textInput.receive = { info.search($0) }
        return node
    }
}
