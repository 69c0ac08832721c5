import CourseCheckProtocol
import Foundation

/// Content for a toolbar: items, or a type of its own whose `body` is `some ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive toolbar content") }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent((repeat each content))
    }
}

public struct TupleToolbarContent<T>: ToolbarContent {
    let value: T
    init(_ value: T) { self.value = value }
    public typealias Body = Never
}

public struct ToolbarItemPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let principal = ToolbarItemPlacement(name: "principal")
}

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Flattens toolbar content into its items' views, evaluating custom content's bodies.
@MainActor
enum ToolbarFlattening {
    static func items(_ content: any ToolbarContent) -> [(placement: String, view: any View)] {
        if let item = content as? any ToolbarItemProtocol { return [(item.placementName, item.anyContent)] }
        if let tuple = content as? any TupleToolbarContentProtocol {
            return tuple.elements.flatMap(items)
        }
        func body<C: ToolbarContent>(_ content: C) -> any ToolbarContent { content.body }
        return items(body(content))
    }
}

protocol ToolbarItemProtocol {
    var placementName: String { get }
    var anyContent: any View { get }
}

extension ToolbarItem: ToolbarItemProtocol {
    var placementName: String { placement.name }
    var anyContent: any View { content }
}

protocol TupleToolbarContentProtocol {
    var elements: [any ToolbarContent] { get }
}

extension TupleToolbarContent: TupleToolbarContentProtocol {
    var elements: [any ToolbarContent] { Mirror(reflecting: value).children.compactMap { $0.value as? any ToolbarContent } }
}

/// The items of a toolbar, as a view: each item becomes a `ToolbarItem` display node.
struct ToolbarItemsView: View {
    let items: [(placement: String, view: any View)]
    typealias Body = Never
}

extension ToolbarItemsView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        items.enumerated().map { ChildView(identity: .index($0.offset), view: $0.element.view) }
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        zip(items, children).map { item, units in
            let node = DisplayNode(kind: "ToolbarItem", children: units, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.placement, item.placement)]
            node.toolbarPlacement = item.placement
            return node
        }
    }
}

extension View {
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = ToolbarFlattening.items(content())
        return ToolbarHost(content: self, items: ToolbarItemsView(items: items))
    }

    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarHost(content: self, items: ToolbarItemsView(items: [("automatic", content())]))
    }
}

/// A view with its toolbar items beside it in the graph; the navigation bar collects the items.
struct ToolbarHost<Content: View>: View {
    let content: Content
    let items: ToolbarItemsView
    typealias Body = Never
}

extension ToolbarHost: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content), ChildView(identity: .index(1), view: items)]
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        // The items travel as hidden children of the content's first unit until a bar collects them.
        let content = children.first ?? []
        let items = children.count > 1 ? children[1] : []
        guard let first = content.first else { return items }
        first.children += items
        return content
    }
}
