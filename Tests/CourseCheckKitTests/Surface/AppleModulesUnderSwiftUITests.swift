import CourseCheckKit
import Foundation
import ProbeSupport
import Testing

/// The stand-ins for the Apple modules SwiftUI's declarations name (ModelKit.appleModulesUnderSwiftUI):
/// visible as on Apple's SDK, and each use reporting itself in the run's problems.
@Suite("UniformTypeIdentifiers, CoreTransferable and CoreData")
struct AppleModulesUnderSwiftUITests {
    @Test func utTypeNeedsItsOwnImportAsOnApplesSDK() async throws {
        let compiled = try await Probe.compile("let type: UTType = .png\n", header: "// platform: iOS 18")
        #expect(!compiled.succeeded)
        #expect(compiled.diagnostics.contains { $0.message.contains("cannot find type 'UTType' in scope") })
    }

    @Test func aLookUpAndATransferReportThemselves() async throws {
        let code = """
            import UniformTypeIdentifiers

            struct Note: Transferable, Codable {
                var text: String
                static var transferRepresentation: some TransferRepresentation {
                    CodableRepresentation(contentType: .json)
                }
            }

            struct ContentView: View {
                @State var importing = false
                var body: some View {
                    Text("Hello")
                        .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf]) { _ in }
                        .onAppear {
                            print("extension: \\(UTType.png.preferredFilenameExtension ?? "none")")
                            _ = Note.transferRepresentation
                        }
                }
            }
            """
        let run = try await Probe.run(code, header: "// run: app\n// platform: iOS 18")
        let problems = run.lines(.problems)
        #expect(problems.contains { $0.contains("`UTType.preferredFilenameExtension` is not modelled") })
        #expect(problems.contains { $0.contains("`CodableRepresentation.init(for:contentType:)` is not modelled: nothing is transferred") })
        #expect(problems.contains { $0.contains("`View.fileImporter(isPresented:allowedContentTypes:onCompletion:)` is not modelled") })
        #expect(run.lines(.console).contains("extension: none"))
    }

    @Test func coreDataNeedsItsOwnImportAsOnApplesSDK() async throws {
        // SwiftUI.swiftinterface (iOS 26.2 SDK) imports CoreData without re-exporting it.
        let compiled = try await Probe.compile("let context: NSManagedObjectContext? = nil\n", header: "// platform: iOS 18")
        #expect(!compiled.succeeded)
        #expect(compiled.diagnostics.contains { $0.message.contains("cannot find type 'NSManagedObjectContext' in scope") })
    }

    @Test func aFetchRequestAndTheTemplatesStackReportThemselves() async throws {
        let code = """
            import CoreData

            // As Xcode's template's generated class: `Date?` is not Comparable. `nonisolated`:
            // the app's default isolation would make its inherited initialisers main-actor ones,
            // which the compiler rejects as overrides of NSManagedObject's.
            nonisolated final class Item: NSManagedObject, Identifiable {
                var timestamp: Date?
            }

            struct ContentView: View {
                @Environment(\\.managedObjectContext) private var viewContext
                @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Item.timestamp, ascending: true)])
                private var items: FetchedResults<Item>

                var body: some View {
                    List {
                        ForEach(items) { item in
                            Text("item")
                        }
                    }
                    .onAppear {
                        let container = NSPersistentContainer(name: "Model")
                        container.loadPersistentStores { _, error in print("loaded") }
                        _ = Item(context: viewContext)
                        try? viewContext.save()
                        print("items: \\(items.count)")
                    }
                }
            }
            """
        let run = try await Probe.run(code, header: "// run: app\n// platform: iOS 18")
        let problems = run.lines(.problems)
        #expect(problems.contains { $0.contains("`FetchRequest.wrappedValue` is not modelled") })
        #expect(problems.contains { $0.contains("`NSPersistentContainer.loadPersistentStores(completionHandler:)` is not modelled") })
        #expect(problems.contains { $0.contains("`NSManagedObjectContext.save()` is not modelled") })
        #expect(problems.contains { $0.contains("`NSSortDescriptor.init(keyPath:ascending:)` is not modelled") })
        #expect(run.lines(.console).contains("items: 0"))
        #expect(!run.lines(.console).contains("loaded"))
    }
}
