import Foundation

// TableColumn's initialisers, with Apple's signatures and availability (docs/api-inventory/inventory.tsv).
// A column keeps its label and its cell; the sortable ones keep their comparator (sorting is not
// modelled: `Table(_:sortOrder:columns:)` reports itself). The initialisers for rows that are
// `NSObject`s (`Sort == SortDescriptor<RowValue>`) are not declared yet.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableColumn where Sort == Never, Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), comparator: nil, cell: { Text(verbatim: $0[keyPath: value]) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: nil, cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text, S : StringProtocol {
        self.init(label: Text(title), comparator: nil, cell: { Text(verbatim: $0[keyPath: value]) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, comparator: nil, cell: { Text(verbatim: $0[keyPath: value]) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: nil, cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleResource), comparator: nil, cell: { Text(verbatim: $0[keyPath: value]) })
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), cell: { Text(verbatim: $0[keyPath: value]) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where V : Comparable {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V, C>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared, C : SortComparator {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text, S : StringProtocol {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), cell: { Text(verbatim: $0[keyPath: value]) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S, V>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol, V : Comparable {
        self.init(label: Text(title), comparator: KeyPathComparator(value), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S, V, C>(_ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol, V == C.Compared, C : SortComparator {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator), cell: { Text(verbatim: $0[keyPath: value]) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init<V>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where V : Comparable {
        self.init(label: text, comparator: KeyPathComparator(value), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init<V, C>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared, C : SortComparator {
        self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(label: Text(titleResource), comparator: KeyPathComparator(value, comparator: comparator), cell: { Text(verbatim: $0[keyPath: value]) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init<V>(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where V : Comparable {
        self.init(label: Text(titleResource), comparator: KeyPathComparator(value), cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init<V, C>(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared, C : SortComparator {
        self.init(label: Text(titleResource), comparator: KeyPathComparator(value, comparator: comparator), cell: content)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableColumn where RowValue == Sort.Compared, Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) where S : StringProtocol {
        self.init(label: Text(title), comparator: comparator, cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: comparator, cell: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.6)")
    public init(_ titleResource: LocalizedStringResource, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleResource), comparator: comparator, cell: content)
    }
}
