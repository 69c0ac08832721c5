import Foundation
@testable import SwiftUIModel
import Testing

/// App storage of a tab view's customisation (its `Codable` encoding in `UserDefaults`) and of a
/// toolbar's label style (nothing written): both report themselves.
@Suite("AppStorage of tab customisation and toolbar label style", .serialized) @MainActor
struct AppStorageTabViewCustomizationTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTabViewCustomizationIsWrittenAsItsEncodingAndReports() {
        let key = "test.appstorage.tabCustomization"
        UserDefaults.standard.removeObject(forKey: key)
        defer { UserDefaults.standard.removeObject(forKey: key) }
        _ = ModelProblems.take()
        let storage = AppStorage<TabViewCustomization>(key)
        #expect(ModelProblems.take().contains { $0.contains("AppStorage.init(wrappedValue:_:store:) of a TabViewCustomization") })
        #expect(UserDefaults.standard.object(forKey: key) == nil)
        storage.wrappedValue = TabViewCustomization()
        #expect(UserDefaults.standard.object(forKey: key) is Data)
        #expect(storage.wrappedValue == TabViewCustomization())
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aToolbarLabelStyleIsNotWrittenAndReports() {
        let key = "test.appstorage.toolbarLabelStyle"
        UserDefaults.standard.removeObject(forKey: key)
        defer { UserDefaults.standard.removeObject(forKey: key) }
        _ = ModelProblems.take()
        let storage = AppStorage<ToolbarLabelStyle>(key)
        #expect(ModelProblems.take().contains { $0.contains("AppStorage.init(wrappedValue:_:store:) of a ToolbarLabelStyle") })
        storage.wrappedValue = .automatic
        #expect(UserDefaults.standard.object(forKey: key) == nil)
        #expect(storage.wrappedValue == .automatic)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSceneStoredTabViewCustomizationKeepsItsValueAndReports() {
        _ = ModelProblems.take()
        let storage = SceneStorage<TabViewCustomization>("test.scenestorage.tabCustomization")
        #expect(ModelProblems.take().contains { $0.contains("SceneStorage.init(wrappedValue:_:store:) of a TabViewCustomization") })
        #expect(storage.wrappedValue == TabViewCustomization())
        storage.wrappedValue = TabViewCustomization()
        #expect(SceneValues.values["test.scenestorage.tabCustomization"] is TabViewCustomization)
        SceneValues.values["test.scenestorage.tabCustomization"] = nil
    }
}
