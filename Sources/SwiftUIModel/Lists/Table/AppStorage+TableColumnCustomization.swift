import Foundation

// A table's column customisation kept in app or scene storage, with Apple's signatures and
// availability (docs/api-inventory/inventory.tsv). The model's customisation stores nothing
// (`TableColumnCustomization`, whose members report themselves): scene storage keeps it for the
// run as it keeps any value; app storage writes it to `UserDefaults` as its `Codable` encoding
// (JSON data; Apple's stored form is not public), and reports so.

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension AppStorage {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String, store: UserDefaults? = nil) where Value == TableColumnCustomization<RowValue>, RowValue : Identifiable {
        ModelProblems.notModelled("AppStorage.init(wrappedValue:_:store:)", "a table's column customisation is stored as the model's encoding of it, which keeps no columns")
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { ($0 as? Data).flatMap { try? JSONDecoder().decode(Value.self, from: $0) } },
                  write: { try? JSONEncoder().encode($0) })
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension SceneStorage {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String) where Value == TableColumnCustomization<RowValue>, RowValue : Identifiable {
        self.key = key
        defaultValue = wrappedValue
    }
}
