import CourseCheckProtocol
import Foundation

/// A scrolling column of rows in sections, the full size of its container (Apple's `List`). Each
/// view of its content is a row; a `Section` groups rows under a header and above a footer. The
/// list style decides the look; on iPhone the default is inset-grouped (docs/FACTS.md, "Lists").
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    let selection: ListSelection?
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

/// A list's selection: one value, or a set of them.
struct ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: @MainActor (AnyHashable) -> Void

    static func single<V: Hashable>(_ binding: Binding<V?>) -> ListSelection {
        ListSelection(isSelected: { binding.wrappedValue.map(AnyHashable.init) == $0 },
                      select: { binding.wrappedValue = $0.base as? V })
    }

    /// A set: choosing a row adds it, or removes it when it is in already.
    static func multiple<V: Hashable>(_ binding: Binding<Set<V>>) -> ListSelection {
        ListSelection(isSelected: { ($0.base as? V).map { binding.wrappedValue.contains($0) } ?? false },
                      select: { value in
                          guard let value = value.base as? V else { return }
                          if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
                      })
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        selection = nil
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
        selection = nil
    }

    /// Rows of bindings into a mutable collection.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
        selection = nil
    }

    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.single)
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.multiple)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map(ListSelection.single)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map(ListSelection.multiple)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map(ListSelection.single)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Apple's declaration wraps each row in an `HStack` (its `Content` type says so).
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data) { index in HStack { rowContent(index) } } }
    }

    // Rows of bindings into a mutable collection, selectable.

    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, content: rowContent)
        self.init(selection: selection) { rows }
    }

    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, content: rowContent)
        self.init(selection: selection) { rows }
    }

    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, content: rowContent)
        self.init(selection: selection) { rows }
    }

    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, content: rowContent)
        self.init(selection: selection) { rows }
    }
}

extension List: View {}

extension List: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.listRowStyle = ListStyleKind.resolved(environment.listStyleKind)
        return environment
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        ListBuilder.list(kind: "List", units: children.flatMap { $0 }, style: ListStyleKind.resolved(context.environment.listStyleKind),
                         selection: selection, context: context)
    }
}

/// A list's look (SwiftUI's list styles). `automatic` is inset-grouped on iPhone.
enum ListStyleKind: String {
    case automatic, plain, grouped, insetGrouped, inset, sidebar

    static func resolved(_ style: ListStyleKind) -> ListStyleKind { style == .automatic ? .insetGrouped : style }

    /// Rows sit on a card inset from the sides.
    var isInset: Bool { self == .insetGrouped || self == .inset }
    /// Sections stand apart, with room between them.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped || self == .sidebar }
}

struct ListStyleKindKey: EnvironmentKey { static var defaultValue: ListStyleKind { .automatic } }
struct ListRowStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind? { nil } }

extension EnvironmentValues {
    /// The style `listStyle(_:)` asks for.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
    /// Set inside a list's rows: the list's style (controls draw themselves as rows).
    var listRowStyle: ListStyleKind? {
        get { self[ListRowStyleKey.self] }
        set { self[ListRowStyleKey.self] = newValue }
    }
}

/// Where a row's units came from in a `ForEach`: the element's offset and id.
struct RowElement {
    let offset: Int
    let id: AnyHashable
}
enum RowElementKey: CarriedKey { typealias Value = RowElement }

/// List geometry on iPhone. Apple publishes none of it; the sources are measurements by public
/// projects and UIKit's values, and what has none is marked.
enum ListMetrics {
    /// A row's content insets: 11 points above and below, 16 at the sides (github.com/kasianov-mikhail/scout
    /// pull requests #1015, "the list's default vertical insets … -11", and #1058/#1015, "the
    /// standard 16pt side margins"; measured on the plain style, used for every style here).
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// A row is at least 44 points tall (`defaultMinListRowHeight`; UIKit's standard row height,
    /// docs/FACTS.md — inferred, iOS 26 ships "taller rows").
    static let minRowHeight: CGFloat = 44
    /// How far an inset-grouped section's card sits from the list's sides. No source found: the
    /// model assumes UIKit's compact layout margin, 16 points.
    static let sideMargin: CGFloat = 16
    /// Space above each section of a grouped list. No source found: 20 points is the model's assumption.
    static let sectionSpacing: CGFloat = 20
    /// Space around a section's header and footer text. No source found: 6 points.
    static let headerPadding: CGFloat = 6
}
