@testable import CourseCheckKit
import Foundation
import ProbeSupport
import Testing

/// The real compiler against the real kit: what Xcode says about an API depends on the scenario's
/// deployment target, from the model's availability data. Uses the package's kit cache.
@Suite("Declarations by release", .serialized)
struct ReleaseDeclarationTests {
    static let root = CourseCheck.findRoot(from: URL(fileURLWithPath: #filePath))!

    static func compile(_ code: String, release: Int) async throws -> CompileResult {
        try await Probe.compile(code, header: "// platform: iOS \(release)")
    }

    @Test func aDeprecationHoldsFromItsReleaseOnInXcodesWords() async throws {
        let code = """
            struct ContentView: View {
                var body: some View { Text("one") + Text(" two") }
            }
            """
        let before = try await Self.compile(code, release: 25)
        #expect(before.succeeded)
        #expect(before.diagnostics.isEmpty)
        for release in [26, 27] {
            let from = try await Self.compile(code, release: release)
            #expect(from.succeeded)
            #expect(from.diagnostics.map(\.severity) == [.warning])
            #expect(from.diagnostics.first?.message.hasPrefix("'+' was deprecated in iOS 26.0: Use string interpolation") == true)
        }
    }

    @Test func anAPIIsOnlyAvailableFromItsRelease() async throws {
        let code = """
            struct ContentView: View {
                var body: some View { Color.red.asyncImageURLSession(.shared) }
            }
            """
        let before = try await Self.compile(code, release: 26)
        #expect(!before.succeeded)
        #expect(before.executable == nil)
        #expect(before.diagnostics.map(\.message).contains("'asyncImageURLSession' is only available in iOS 27.0 or newer"))
        let from = try await Self.compile(code, release: 27)
        #expect(from.succeeded)
        #expect(from.diagnostics.isEmpty)
    }

    @Test func harnessesOfOnePackageShareTheirKit() throws {
        let a = try CourseCheck(root: Self.root, jobs: 1)
        let b = try CourseCheck(root: Self.root, jobs: 1)
        #expect(a.kits === b.kits)
        let elsewhere = try CourseCheck(root: Self.root, jobs: 1, cacheRoot: FileManager.default.temporaryDirectory.appendingPathComponent("kits-\(UUID().uuidString)"))
        #expect(a.kits !== elsewhere.kits)
    }
}
