import Foundation
@testable import SwiftUIModel
import Testing

/// @AppStorage on UserDefaults.standard (Apple's AppStorage documentation): a write re-runs the
/// bodies that read the key, and only those.
@Suite("AppStorage", .serialized) @MainActor
struct AppStorageTests {
    struct Counter: View {
        @AppStorage("test.appstorage.count") var count = 0
        let log: EventLog
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            let _ = log.record("Counter body")
            Button("Add \(count)") { count += 1 }.accessibilityLabel("Add")
            Other(log: log)
        }
    }

    struct Other: View {
        let log: EventLog
        var body: some View {
            let _ = log.record("Other body")
            Text("other")
        }
    }

    @Test func aWriteRerunsItsReadersAndGoesToUserDefaults() {
        UserDefaults.standard.removeObject(forKey: "test.appstorage.count")
        defer { UserDefaults.standard.removeObject(forKey: "test.appstorage.count") }
        let log = EventLog()
        let graph = mount(Counter(log: log))
        tap("Add", in: graph)
        #expect(UserDefaults.standard.integer(forKey: "test.appstorage.count") == 1)
        #expect(log.take() == ["Counter body", "Other body", "Counter body"])
    }
}

/// Optional values and dates: absent until written, `nil` removes the key, and each is stored as
/// its non-optional wrapper stores it.
@Suite("AppStorage of optional values", .serialized) @MainActor
struct AppStorageOptionalTests {
    enum Flavor: String { case plain, spiced }
    enum Level: Int { case low = 1, high = 2 }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anOptionalValueIsNilUntilWrittenAndNilRemovesIt() {
        let keys = ["test.optional.int", "test.optional.url", "test.optional.flavor", "test.optional.level", "test.optional.date"]
        keys.forEach { UserDefaults.standard.removeObject(forKey: $0) }
        defer { keys.forEach { UserDefaults.standard.removeObject(forKey: $0) } }

        let count = AppStorage<Int?>("test.optional.int")
        #expect(count.wrappedValue == nil)
        count.wrappedValue = 3
        #expect(UserDefaults.standard.integer(forKey: "test.optional.int") == 3)
        #expect(count.wrappedValue == 3)
        count.wrappedValue = nil
        #expect(UserDefaults.standard.object(forKey: "test.optional.int") == nil)
        #expect(count.wrappedValue == nil)

        let url = AppStorage<URL?>("test.optional.url")
        url.wrappedValue = URL(string: "https://example.com/a")
        #expect(UserDefaults.standard.string(forKey: "test.optional.url") == "https://example.com/a")
        #expect(url.wrappedValue == URL(string: "https://example.com/a"))

        let flavor = AppStorage<Flavor?>("test.optional.flavor")
        #expect(flavor.wrappedValue == nil)
        flavor.wrappedValue = .spiced
        #expect(UserDefaults.standard.string(forKey: "test.optional.flavor") == "spiced")
        #expect(AppStorage<Flavor?>("test.optional.flavor").wrappedValue == .spiced)

        let level = AppStorage<Level?>("test.optional.level")
        level.wrappedValue = .high
        #expect(UserDefaults.standard.integer(forKey: "test.optional.level") == 2)
        #expect(level.wrappedValue == .high)

        let start = Date(timeIntervalSince1970: 1_000_000)
        let date = AppStorage(wrappedValue: Date(timeIntervalSince1970: 0), "test.optional.date")
        #expect(date.wrappedValue == Date(timeIntervalSince1970: 0))
        date.wrappedValue = start
        #expect(AppStorage<Date?>("test.optional.date").wrappedValue == start)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anOptionalSceneValueIsNilUntilWritten() {
        let stored = SceneStorage<String?>("test.scene.optional")
        #expect(stored.wrappedValue == nil)
        stored.wrappedValue = "draft"
        #expect(SceneStorage<String?>("test.scene.optional").wrappedValue == "draft")
        stored.wrappedValue = nil
        #expect(SceneStorage<String?>("test.scene.optional").wrappedValue == nil)
        let flavor = SceneStorage<AppStorageOptionalTests.Flavor?>("test.scene.flavor")
        #expect(flavor.wrappedValue == nil)
    }
}
