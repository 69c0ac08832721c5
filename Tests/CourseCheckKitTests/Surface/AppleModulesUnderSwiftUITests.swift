import CourseCheckKit
import Foundation
import ProbeSupport
import Testing

/// The stand-ins for the Apple modules SwiftUI's declarations name (ModelKit.appleModulesUnderSwiftUI):
/// visible as on Apple's SDK, and each use reporting itself in the run's problems.
@Suite("UniformTypeIdentifiers and CoreTransferable")
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
}
