import Foundation

/// Tabs made from a collection (iOS 18; Apple's `extension ForEach : TabContent where Content :
/// TabContent`): one tab content per element, in the collection's order. Apple's is its own body;
/// the tab view reads its members (`TupleTabContentProtocol`).
extension ForEach: TabContent where Content: TabContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias TabValue = Content.TabValue
    // `Body` (ForEach<Data, ID, Content>) is the generated witness (Members+Views.generated.swift).

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var body: ForEach<Data, ID, Content> { return self }
}

extension ForEach where ID == Data.Element.ID, Content: TabContent, Data.Element: Identifiable {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue {
        self.init(data: data, id: { $0.id }, content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(_ data: Data, @TabContentBuilder<V?> content: @escaping (Data.Element) -> Content) where V : Hashable, Content.TabValue == V? {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: TabContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V?> content: @escaping (Data.Element) -> Content) where V : Hashable, Content.TabValue == V? {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: TabContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content) where V == Content.TabValue {
        self.init(data: data, id: { $0 }, content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(_ data: Range<Int>, @TabContentBuilder<V?> content: @escaping (Int) -> Content) where V : Hashable, Content.TabValue == V? {
        self.init(data: data, id: { $0 }, content: content)
    }
}

/// The tab view sees through the collection to the tabs of its elements.
extension ForEach: TupleTabContentProtocol where Content: TabContent {
    var elements: [Any] { data.map { content($0) as Any } }
}
