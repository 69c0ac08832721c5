import Foundation

// TableColumn's initialisers for rows that are `NSObject`s, which sort by a `SortDescriptor`
// (Apple's signatures and availability, docs/api-inventory/inventory.tsv): a column of a title
// (a key, a string, a `Text`, a resource) and a key path to a `String` (shown as the cell, or given
// to `content`), an optional `String`, or a `Bool`, `Date`, number or `UUID`, optional or not
// (given to `content`). A column shows its cells as the model's other columns do (`Table`: the
// first column's, on the compact iPhone); its sort descriptor is not kept, and each initialiser
// reports so (`ObjectRowColumns.notModelled`).

/// What the `NSObject` rows' columns share.
enum ObjectRowColumns {
    /// Reports that a column's `SortDescriptor` is not kept, and gives the column no comparator.
    /// Sorting is not modelled (`Table(sortOrder:)` reports too). Foundation on Linux could not
    /// make Apple's descriptor for every such column: its `SortDescriptor` takes `Comparable`
    /// values only (no `Bool`), with no `NSObject` (key-value coding) forms.
    static func notModelled<Sort>(_ api: String) -> Sort? {
        ModelProblems.notModelled(api, "the column keeps no sort descriptor; the model does not sort a table's rows")
        return nil
    }

    /// A cell that shows a row's string verbatim.
    static func text<RowValue>(_ value: KeyPath<RowValue, String>) -> (RowValue) -> Text {
        { Text(verbatim: $0[keyPath: value]) }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableColumn where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:)"), cell: ObjectRowColumns.text(value))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableColumn where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text, S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:)"), cell: ObjectRowColumns.text(value))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableColumn where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:)"), cell: ObjectRowColumns.text(value))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableColumn where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:)"), cell: ObjectRowColumns.text(value))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:comparator:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: ObjectRowColumns.notModelled("TableColumn.init(_:value:content:)"), cell: content)
    }
}
