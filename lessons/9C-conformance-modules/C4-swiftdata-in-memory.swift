// title: SwiftData in memory: @Model, modelContainer, @Query, insert and delete
// question: An app sets `.modelContainer(for: Trip.self)` on its WindowGroup; ContentView lists
//    `@Query(sort: \Trip.name)` trips and inserts or deletes through `@Environment(\.modelContext)`.
//    What does the list show after adding two trips and deleting the first?
// claims: C9C-4
// source: conformance · Apple's SwiftData documentation (Model, ModelContainer, ModelContext, Query)
// step: launch
// step: tap "Add Oslo"
// step: tap "Add Bergen"
// step: tap "Delete first"
import SwiftUI
import SwiftData

@Model
final class Trip {
    var name: String
    init(name: String) { self.name = name }
}

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(for: Trip.self)
    }
}

struct ContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Trip.name) private var trips: [Trip]

    var body: some View {
        VStack {
            Text("\(trips.count) trips")
            ForEach(trips, id: \.name) { trip in
                Text(trip.name)
            }
            Button("Add Oslo") { modelContext.insert(Trip(name: "Oslo")) }
            Button("Add Bergen") { modelContext.insert(Trip(name: "Bergen")) }
            Button("Delete first") { if let first = trips.first { modelContext.delete(first) } }
        }
    }
}
