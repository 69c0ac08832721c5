import Foundation
@testable import SwiftDataModel
import Testing

/// The in-memory store (Apple's ModelContext: insert, delete, fetch with a sort).
@Suite("ModelContext") @MainActor
struct ModelContextTests {
    final class Trip: PersistentModel {
        var name: String
        init(name: String) { self.name = name }
    }

    @Test func insertDeleteAndSortedFetch() throws {
        let context = ModelContext(ModelContainer())
        let oslo = Trip(name: "Oslo"), bergen = Trip(name: "Bergen")
        context.insert(oslo)
        context.insert(bergen)
        context.insert(oslo)
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo", "Bergen"])
        #expect(try context.fetch(FetchDescriptor<Trip>(sortBy: \.name)).map(\.name) == ["Bergen", "Oslo"])
        #expect(try context.fetch(FetchDescriptor<Trip>(sortBy: \.name, order: .reverse)).map(\.name) == ["Oslo", "Bergen"])
        context.delete(oslo)
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 1)
    }
}
