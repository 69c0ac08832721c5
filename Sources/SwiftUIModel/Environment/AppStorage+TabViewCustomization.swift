import Foundation

// A tab view's customisation and a toolbar's label style kept in app storage (iOS 18), with
// Apple's signatures and availability (docs/api-inventory/inventory.tsv). Apple's stored forms are
// not public. The model's `TabViewCustomization` keeps nothing (its members report themselves):
// it is written to `UserDefaults` as its `Codable` encoding (JSON data), as the table's column
// customisation is (`AppStorage+TableColumnCustomization.swift`). The model's `ToolbarLabelStyle`
// has no state (every value is `.automatic`'s placeholder): nothing is written and reads give the
// declared default. Both report themselves.

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension AppStorage {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        ModelProblems.notModelled("AppStorage.init(wrappedValue:_:store:) of a TabViewCustomization", "the customisation is stored as the model's encoding of it, which keeps no tabs")
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { ($0 as? Data).flatMap { try? JSONDecoder().decode(Value.self, from: $0) } },
                  write: { try? JSONEncoder().encode($0) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(wrappedValue: Value = ToolbarLabelStyle.automatic, _ key: String, store: UserDefaults? = nil) where Value == ToolbarLabelStyle {
        ModelProblems.notModelled("AppStorage.init(wrappedValue:_:store:) of a ToolbarLabelStyle", "nothing is written to the store: reads give the declared default")
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { _ in nil }, write: { _ in nil })
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SceneStorage {
    /// A tab view's customisation kept with the scene: the value lives as long as the run, as
    /// every scene-stored value does; the customisation itself keeps nothing, and `store` is not
    /// read (Apple's declaration takes one; the model's scene storage has no store).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        ModelProblems.notModelled("SceneStorage.init(wrappedValue:_:store:) of a TabViewCustomization", "the customisation keeps no tabs, and the store is not read")
        self.key = key
        defaultValue = wrappedValue
    }
}
