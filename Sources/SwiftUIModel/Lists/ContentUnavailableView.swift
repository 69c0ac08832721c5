import CourseCheckProtocol
import Foundation

/// An empty state: a large symbol, a title, a description and actions, centred (Apple's
/// `ContentUnavailableView`, iOS 17).
@MainActor @preconcurrency
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var body: some View { PrimitiveViewBody(content: self) }

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == SwiftUIModel.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = SwiftUIModel.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = SwiftUIModel.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        label = SwiftUIModel.Label(title, image: name)
        self.description = description
        actions = EmptyView()
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        label = SwiftUIModel.Label(title, image: name)
        self.description = description
        actions = EmptyView()
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// "No Results" with a magnifying glass and "Check the spelling or try a new search." (the
    /// system's search empty state; its strings as public re-implementations' tests quote them).
    public static var search: ContentUnavailableView<Label, Description, Actions> { search(text: nil) }

    /// The same, titled "No Results for “text”".
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { search(text: Optional(text)) }

    static func search(text: String?) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    public struct Label: View {
        let text: String?
        public var body: some View {
            SwiftUIModel.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }
    public struct Description: View {
        public var body: some View { Text(verbatim: "Check the spelling or try a new search.") }
    }
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView: View {}

extension ContentUnavailableView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: label.labelStyle(.contentUnavailable)),
         ChildView(identity: .index(1), view: description.font(.subheadline).foregroundStyle(.secondary)),
         ChildView(identity: .index(2), view: actions)]
    }

    /// The label's symbol large above its title, then the description and the actions, in a
    /// centred column that takes the space it is offered. Its fonts have no source: the model
    /// draws the title in `title2` bold and the description in `subheadline`.
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let column = DisplayNode(kind: "VStack", children: children.flatMap { $0 }, layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0.5))
        let node = DisplayNode(kind: "ContentUnavailableView", children: [column], layout: FlexibleFrameLayout(
            horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(min: nil, ideal: nil, max: .infinity), alignment: .center))
        return [node]
    }
}

/// The label of an empty state: its icon large above its title. No source found for the fonts:
/// the model draws the symbol in `largeTitle` and the title in `title2` bold.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon.font(.largeTitle)
            configuration.title.font(Font.title2.bold())
        }
    }
}
extension LabelStyle where Self == ContentUnavailableLabelStyle {
    static var contentUnavailable: ContentUnavailableLabelStyle { .init() }
}
