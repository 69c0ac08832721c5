import CourseCheckKit
import ProbeSupport
import Testing

/// SwiftData's `@Model` on a class: the class becomes a `PersistentModel`, which a context stores
/// and fetches.
@Suite("@Model")
struct ModelMacroTests {
    @Test func aModelClassIsStoredAndFetched() async throws {
        let code = """
            import SwiftData

            @Model
            final class Trip {
                var name: String
                init(name: String) { self.name = name }
            }

            struct ContentView: View {
                var body: some View {
                    Text("trips").onAppear {
                        let context = ModelContext(try! ModelContainer(for: Trip.self))
                        context.insert(Trip(name: "Lisbon"))
                        context.insert(Trip(name: "Porto"))
                        let trips = (try? context.fetch(FetchDescriptor<Trip>())) ?? []
                        print("persistent: \\(Trip(name: "x") is any PersistentModel)")
                        print("stored: \\(trips.map(\\.name).joined(separator: ", "))")
                    }
                }
            }
            """
        let run = try await Probe.run(code)
        #expect(run.lines(.console) == ["[launch]", "persistent: true", "stored: Lisbon, Porto"])
    }
}
