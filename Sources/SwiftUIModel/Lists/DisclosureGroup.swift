import CourseCheckProtocol
import Foundation

/// A label that shows or hides its content when tapped (Apple's `DisclosureGroup`). Collapsed
/// unless its binding says otherwise; a `tap` on its label toggles it.
@MainActor @preconcurrency
public struct DisclosureGroup<Label: View, Content: View> {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: View {}

extension DisclosureGroup: BuiltinView {
    func expanded(_ node: ViewNode) -> Bool {
        isExpanded?.wrappedValue ?? (node.storage["disclosure.expanded"] as? Box<Bool>)?.value ?? false
    }

    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let body = styledBody(context) { return [body] }
        var children = [ChildView(identity: .index(0), view: label)]
        // What it shows depends on the binding: its change builds this view again.
        if BodyEvaluation.attributing(to: context.node, { expanded(context.node) }) { children.append(ChildView(identity: .index(1), view: content)) }
        return children
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let style = context.environment.disclosureGroupStyles.innermost {
            let group = DisplayNode(kind: "DisclosureGroup", children: children.flatMap { $0 }, layout: PassThroughGroupLayout())
            group.attributes = [(Attribute.Name.style, style.name)]
            return [group]
        }
        let node = context.node
        let isExpanded = self.isExpanded
        let open = expanded(node)
        let labelUnits = children[0]
        let title = AccessibilityTree.label(of: labelUnits)
        let header = DisplayNode(kind: "DisclosureLabel", content: ReportQuoting.quote(title), children: labelUnits, layout: LeadingFillLayout())
        header.accessibility.role = .button
        header.accessibility.label = title
        header.touch.tapAction = {
            if let isExpanded { isExpanded.wrappedValue.toggle() } else {
                node.storage["disclosure.expanded"] = Box(!open)
                node.invalidate()
            }
        }
        let content = children.count > 1 ? children[1] : []
        let group = stackNode(kind: "DisclosureGroup", children: [header] + content, layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0))[0]
        group.content = ReportQuoting.quote(title)
        group.attributes = [(Attribute.Name.expanded, open ? "true" : "false")]
        return [group]
    }
}

/// A tree of rows, each with children shown in a disclosure group (Apple's `OutlineGroup`).
@MainActor @preconcurrency
/// Its parts are views, or (iOS 17) table rows (`OutlineGroup+TableRowContent.swift`).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top level: the data's elements, or the one root element.
    let data: [Data.Element]
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup where Parent: View, Leaf: View, Subgroup: View {
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

/// The children of an outline group's element.
public struct OutlineSubgroupChildren: View {
    let view: AnyView
    public typealias Body = Never
}

extension OutlineSubgroupChildren: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(data: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    /// A tree from its root: the root is the one row at the top.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(data: [root], id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(data: Array(data), id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }

    /// A tree from its root: the root is the one row at the top.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(data: [root], id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {}

extension OutlineGroup: BuiltinView where Parent: View, Leaf: View, Subgroup: View {
    /// An element with children is a disclosure group of them; one without is its content.
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        data.map { element in
            let view: any View
            if let kids = children(element), !kids.isEmpty {
                let nested = OutlineGroup(data: Array(kids), id: id, children: children, content: content)
                view = DisclosureGroup(content: { OutlineSubgroupChildren(view: AnyView(nested)) }, label: { content(element) })
            } else {
                view = content(element)
            }
            return ChildView(identity: .explicit(AnyHashable(id(element))), view: view)
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree: rows with children open into their children.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

/// A tree whose rows can be selected, as a flat list's are.
extension List {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
