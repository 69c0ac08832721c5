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
