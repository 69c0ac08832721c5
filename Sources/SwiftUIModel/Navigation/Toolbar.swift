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

/// Builds toolbar content from a closure's statements, with Apple's overloads: one `buildBlock`
/// per count of items up to ten (not a variadic block), `if`, `if`/`else` and `if #available`.
/// Apple's overloads for `CustomizableToolbarContent` (`toolbar(id:content:)`) are not declared:
/// the model's toolbar items do not conform to it.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent {
        TupleToolbarContent<(C0, C1)>((c0, c1))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2)>((c0, c1, c2))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3)>((c0, c1, c2, c3))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.5)")
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent {
        _LimitedAvailabilityToolbarContent(erased: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 14.0, obsoleted: 17.5) this code may crash on earlier versions of the OS; specify '#available(iOS 17.5, *)' or newer instead")
    public static func buildLimitedAvailability<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent { content }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias Body = Never
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public typealias Body = Never
}

/// Toolbar content erased by `if #available` (Apple's internal `LimitedAvailabilityToolbarContent`).
public struct _LimitedAvailabilityToolbarContent: ToolbarContent {
    let erased: any ToolbarContent
    public typealias Body = Never
}

public struct TupleToolbarContent<T>: ToolbarContent {
    let value: T
    init(_ value: T) { self.value = value }
    public typealias Body = Never
}

/// Where a toolbar item asks to go (Apple's `ToolbarItemPlacement`; on iPhone see
/// `ToolbarPlacementGroup`).
public struct ToolbarItemPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let principal = ToolbarItemPlacement(name: "principal")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let status = ToolbarItemPlacement(name: "status")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) use topBarLeading instead")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) use topBarTrailing instead")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The title's place when the bar shows its title inline (Apple's documentation of
    /// `ToolbarItemPlacement.title`: "appears when the navigation bar renders its title inline,
    /// and takes precedence over the value provided to navigationTitle").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static var title: ToolbarItemPlacement { ToolbarItemPlacement(name: "title") }
    /// Not modelled: an item placed here is not shown (`NavigationBar` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static let largeTitle = ToolbarItemPlacement(name: "largeTitle")
    /// Not modelled: an item placed here is not shown (`NavigationBar` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static let subtitle = ToolbarItemPlacement(name: "subtitle")
    /// Not modelled: an item placed here is not shown (`NavigationBar` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle")
}

/// A bar a toolbar modifier speaks of (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let tabBar = ToolbarPlacement(name: "tabBar")

    /// On iPhone `automatic` means the navigation bar.
    var barName: String { self == .automatic ? "navigationBar" : name }
}

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let itemID: ID
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.itemID = ()
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.itemID = id
        self.placement = placement
        self.content = content()
    }
}

/// An item made with an identifier is identified by it (Apple's interface: `extension ToolbarItem:
/// Identifiable where ID: Hashable`).
extension ToolbarItem: Identifiable where ID: Hashable {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var id: ID { itemID }
}

/// Several items at one placement (SwiftUI's `ToolbarItemGroup`): each of its views is an item.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public typealias Body = Never
}

/// Flattens toolbar content into its items' views, evaluating custom content's bodies.
@MainActor
enum ToolbarFlattening {
    static func items(_ content: any ToolbarContent) -> [(placement: String, view: any View)] {
        if let item = content as? any ToolbarItemProtocol { return [(item.placementName, item.anyContent)] }
        if let notPlaced = content as? any NotPlacedToolbarContent {
            notPlaced.reportNotPlaced()
            return []
        }
        if let tuple = content as? any TupleToolbarContentProtocol {
            return tuple.elements.flatMap(items)
        }
        if let optional = content as? any OptionalToolbarContent { return optional.wrappedContent.map(items) ?? [] }
        if let group = content as? any GroupedToolbarContent { return items(group.members) }
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

extension ToolbarItemGroup: ToolbarItemProtocol {
    var placementName: String { placement.name }
    var anyContent: any View { content }
}

protocol TupleToolbarContentProtocol {
    var elements: [any ToolbarContent] { get }
}

extension TupleToolbarContent: TupleToolbarContentProtocol {
    var elements: [any ToolbarContent] { Mirror(reflecting: value).children.compactMap { $0.value as? any ToolbarContent } }
}

/// `if` and `if`/`else` in a toolbar builder: the branch taken, or nothing.
protocol OptionalToolbarContent {
    var wrappedContent: (any ToolbarContent)? { get }
}

extension Optional: OptionalToolbarContent where Wrapped: ToolbarContent {
    var wrappedContent: (any ToolbarContent)? { self }
}

extension _LimitedAvailabilityToolbarContent: OptionalToolbarContent {
    var wrappedContent: (any ToolbarContent)? { erased }
}

extension _ConditionalContent: OptionalToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    var wrappedContent: (any ToolbarContent)? {
        switch storage {
        case .trueContent(let content): content
        case .falseContent(let content): content
        }
    }
}

/// The items of a toolbar, as a view: each view of an item becomes a `ToolbarItem` display node
/// (a group's views, one item each).
struct ToolbarItemsView: View {
    let items: [(placement: String, view: any View)]
    typealias Body = Never
}

extension ToolbarItemsView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        items.enumerated().map { ChildView(identity: .index($0.offset), view: $0.element.view) }
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        zip(items, children).flatMap { item, units in
            units.map { unit in
                let node = DisplayNode(kind: "ToolbarItem", children: [unit], layout: PassThroughGroupLayout())
                node.attributes = [(Attribute.Name.placement, item.placement)]
                node.toolbar.placement = item.placement
                return node
            }
        }
    }
}

/// The toolbar items a view declares, carried up to the navigation bar that shows them.
enum ToolbarItemsKey: CarriedKey { typealias Value = [DisplayNode] }

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = ToolbarFlattening.items(content())
        return ToolbarHost(content: self, items: ToolbarItemsView(items: items))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarHost(content: self, items: ToolbarItemsView(items: [("automatic", content())]))
    }

    /// Hides or shows a bar (Apple's `toolbar(_:for:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0, deprecated: 100000.0)")
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarSettingModifier(key: BarVisibilityKey.self, bars: bars, value: visibility))
    }

    /// iOS 18's name for `toolbar(_:for:)`.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarSettingModifier(key: BarVisibilityKey.self, bars: bars, value: visibility))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(BarSettingModifier(key: BarBackgroundKey.self, bars: bars, value: styleName(style)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0, deprecated: 100000.0)")
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarSettingModifier(key: BarBackgroundKey.self, bars: bars, value: visibility == .hidden ? "hidden" : visibility == .visible ? "visible" : "automatic"))
    }

    /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarSettingModifier(key: BarBackgroundKey.self, bars: bars, value: visibility == .hidden ? "hidden" : visibility == .visible ? "visible" : "automatic"))
    }
}

/// A setting for some bars, carried up to the bars; the view nearest the content wins for a bar.
struct BarSettingModifier<Key: CarriedKey, Value>: ViewModifier, BuiltinModifier where Key.Value == [String: Value] {
    let key: Key.Type
    let bars: [ToolbarPlacement]
    let value: Value
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        var settings = unit.carried[key] ?? [:]
        for bar in bars where settings[bar.barName] == nil { settings[bar.barName] = value }
        unit.carried[key] = settings
        return unit
    }
}

/// A view with its toolbar items beside it in the graph; the items ride on the content's first
/// unit up to the navigation bar (`ToolbarItemsKey`). Outside a navigation stack no bar shows them.
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
        let content = (children.first ?? []).orCarrier()
        let items = children.count > 1 ? children[1] : []
        content[0].carried[ToolbarItemsKey.self, default: []] += items
        return content
    }
}
