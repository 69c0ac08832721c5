@testable import CourseCheckKit
import Foundation
import ProbeSupport
import Testing

/// Course code that makes a table compiles against the kit as against Apple's SDK, from the release
/// that introduced tables (iOS 16), and shows its first column on the model's iPhone. The code is
/// the example of Apple's documentation of `Table` (developer.apple.com/documentation/swiftui/table).
@Suite("Table declarations", .serialized)
struct TableDeclarationTests {
    static let peopleTable = """
        struct Person: Identifiable {
            let givenName: String
            let familyName: String
            let emailAddress: String
            let id = UUID()
        }

        struct ContentView: View {
            private let people = [
                Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
                Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
            ]
            var body: some View {
                Table(people) {
                    TableColumn("Given Name", value: \\.givenName)
                    TableColumn("Family Name", value: \\.familyName)
                    TableColumn("E-Mail Address", value: \\.emailAddress)
                }
            }
        }
        """

    @Test func aTableWithColumnsCompilesFromIOS16() async throws {
        let from = try await Probe.compile(Self.peopleTable, header: "// run: app\n// platform: iOS 16")
        #expect(from.succeeded)
        #expect(from.diagnostics.isEmpty)
        let before = try await Probe.compile(Self.peopleTable, header: "// run: app\n// platform: iOS 15")
        #expect(!before.succeeded)
        #expect(before.diagnostics.map(\.message).contains("'Table' is only available in iOS 16.0 or newer"))
    }

    @Test func aTableShowsItsFirstColumnOnTheIPhone() async throws {
        let run = try await Probe.run(Self.peopleTable, header: "// run: app\n// platform: iOS 17")
        let texts = run.texts(afterStep: 0)
        #expect(texts.contains { $0.contains("Juan") } && texts.contains { $0.contains("Mei") })
        #expect(!texts.contains { $0.contains("Chavez") || $0.contains("icloud.com") })
        #expect(run.lines(.problems).isEmpty)
    }
}
