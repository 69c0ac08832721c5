import Foundation

/// Content of a tab view written with iOS 18's `Tab` (SwiftUI's `TabContent`).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    associatedtype Body: TabContent
    @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: TabContent {
    public typealias TabValue = Never
}

extension TabContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive tab content") }
}

/// Builds the tabs of a `TabView` from `Tab`s, each selected by a value of `TabValue`, with
/// Apple's overloads: one `buildBlock` per count of tabs up to ten (Swift cannot yet state "each
/// tab's value is the selection's" over a parameter pack), `if`, `if`/`else` and `if #available`.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C0.TabValue == C1.TabValue {
        TupleTabContent<TabValue, (C0, C1)>((c0, c1))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue {
        TupleTabContent<TabValue, (C0, C1, C2)>((c0, c1, c2))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C3 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3)>((c0, c1, c2, c3))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C3 : TabContent, C4 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C3 : TabContent, C4 : TabContent, C5 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C3 : TabContent, C4 : TabContent, C5 : TabContent, C6 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C3 : TabContent, C4 : TabContent, C5 : TabContent, C6 : TabContent, C7 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C3 : TabContent, C4 : TabContent, C5 : TabContent, C6 : TabContent, C7 : TabContent, C8 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C3 : TabContent, C4 : TabContent, C5 : TabContent, C6 : TabContent, C7 : TabContent, C8 : TabContent, C9 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue, C8.TabValue == C9.TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? { content }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildLimitedAvailability<T>(_ content: T) -> AnyTabContent<T.TabValue> where T: TabContent {
        AnyTabContent(content)
    }

    /// The tab view's content: the tabs the builder made. As Apple's, it asks only that `C` be
    /// tab content (the tab view's initialisers give it the builder's value type).
    public struct Content<C: TabContent>: View {
        let content: C
        /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
        /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public var body: some View { PrimitiveViewBody(content: self) }
    }
}

extension TabContentBuilder.Content: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
}

/// Tab content of any type (Apple's `AnyTabContent`): what `if #available` in a tab builder makes.
public struct AnyTabContent<SelectionValue>: TabContent where SelectionValue: Hashable {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias TabValue = SelectionValue
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
    let erased: Any

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<T>(_ tabContent: T) where SelectionValue == T.TabValue, T: TabContent {
        erased = tabContent
    }
}

extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public typealias Body = Never
}

extension Optional: TabContent where Wrapped: TabContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias TabValue = Wrapped.TabValue
}

/// Several tabs in a block.
public struct TupleTabContent<TabValue: Hashable, T>: TabContent {
    let value: T
    init(_ value: T) { self.value = value }
    public typealias Body = Never
}

/// One tab: its label (a title and a symbol, or a view), the value that selects it, and its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    let value: Value?
    let content: Content
    let label: Label
    var badge: Text?
}

// Outside the declaration of the conformance, so that the requirement's `@TabContentBuilder` is
// not inferred on it (it would make `self` an opaque tab content).
extension Tab {
    /// A tab is its own body (Apple's `Tab` declares `var body: Tab<Value, Content, Label>`); the
    /// tab view reads the tab itself (`TabSpecProviding`), never this.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var body: Tab<Value, Content, Label> { self }
}

/// The label of a `Tab` made with a title and a symbol (`systemImage:`) or an image of the app's
/// assets (`image:`).
public struct DefaultTabLabel: View {
    let title: Text
    let systemImage: String?
    var image: String? = nil
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension DefaultTabLabel: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let systemImage {
            [ChildView(identity: .index(0), view: SwiftUIModel.Label(title: { title }, icon: { Image(systemName: systemImage) }))]
        } else if let image {
            [ChildView(identity: .index(2), view: SwiftUIModel.Label(title: { title }, icon: { Image(image) }))]
        } else {
            [ChildView(identity: .index(1), view: title)]
        }
    }
}

extension Tab where Label == DefaultTabLabel {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = DefaultTabLabel(title: Text(title), systemImage: systemImage)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = DefaultTabLabel(title: Text(title), systemImage: systemImage)
    }
}

extension Tab {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }
}

extension Tab where Value == Never {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        value = nil
        self.content = content()
        self.label = label()
    }
}

extension TabContent {
    /// A badge on the tab's item in the tab bar (a count of 0 shows none).
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        BadgedTab(base: self, badge: count == 0 ? nil : Text(verbatim: "\(count)"))
    }

    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        BadgedTab(base: self, badge: label)
    }
}

struct BadgedTab<Base: TabContent>: TabContent {
    typealias TabValue = Base.TabValue
    let base: Base
    let badge: Text?
    typealias Body = Never
}

/// Turns tab content into the tab view's tabs.
@MainActor
protocol TabContentHolder {
    var tabSpecs: [TabSpec] { get }
}

extension TabContentBuilder.Content: TabContentHolder {
    var tabSpecs: [TabSpec] { TabContentSpecs.specs(content) }
}

@MainActor
enum TabContentSpecs {
    static func specs(_ content: Any) -> [TabSpec] {
        if let tab = content as? any TabSpecProviding { return [tab.tabSpec] }
        if let badged = content as? any BadgedTabProtocol {
            var specs = specs(badged.baseContent)
            if !specs.isEmpty { specs[0].badge = badged.badgeText }
            return specs
        }
        if let tuple = content as? any TupleTabContentProtocol { return tuple.elements.flatMap(specs) }
        if let section = content as? any TabSectionContent {
            ModelProblems.notModelled("TabSection", "its tabs are shown in the tab bar with the others; the section and its header are not shown")
            return specs(section.sectionTabs)
        }
        if let choice = content as? any TabContentChoice { return choice.chosen.map(specs) ?? [] }
        if let custom = content as? any TabContent {
            func body<C: TabContent>(_ content: C) -> Any { content.body }
            return specs(body(custom))
        }
        return []
    }
}

protocol TabSpecProviding { @MainActor var tabSpec: TabSpec { get } }
extension Tab: TabSpecProviding {
    var tabSpec: TabSpec { TabSpec(view: content, label: AnyView(label), tag: value.map { AnyHashable($0) }, badge: badge) }
}

protocol BadgedTabProtocol {
    var baseContent: Any { get }
    var badgeText: Text? { get }
}
extension BadgedTab: BadgedTabProtocol {
    var baseContent: Any { base }
    var badgeText: Text? { badge }
}

protocol TupleTabContentProtocol { var elements: [Any] { get } }
extension TupleTabContent: TupleTabContentProtocol {
    var elements: [Any] { Mirror(reflecting: value).children.map(\.value) }
}

/// Tab content that holds at most one other: the branch an `if`/`else` took, an optional's value,
/// an erased content.
protocol TabContentChoice { var chosen: Any? { get } }
extension _ConditionalContent: TabContentChoice where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    var chosen: Any? {
        switch storage {
        case .trueContent(let content): content
        case .falseContent(let content): content
        }
    }
}
extension Optional: TabContentChoice where Wrapped: TabContent {
    var chosen: Any? { self.map { $0 as Any } }
}
extension AnyTabContent: TabContentChoice {
    var chosen: Any? { erased }
}
