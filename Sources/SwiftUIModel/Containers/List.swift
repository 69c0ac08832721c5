import CourseCheckProtocol
import Foundation

/// A scrolling column of rows, the full width of its container.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    public typealias Body = Never
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List: View {}

extension List: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        // Rows are 44 points tall at least (iOS's standard row), inset 20 points at the sides.
        let rows = children.flatMap { $0 }.map { unit -> DisplayNode in
            DisplayNode(kind: "Row", children: [unit], layout: PaddingLayout(insets: EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)))
        }
        let list = DisplayNode(kind: "List", children: rows, layout: ListLayout())
        list.attributes = [(Attribute.Name.rows, "\(rows.count)")]
        return [list]
    }
}
