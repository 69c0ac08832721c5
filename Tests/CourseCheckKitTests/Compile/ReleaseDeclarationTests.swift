@testable import CourseCheckKit
import Foundation
import Testing

/// The real compiler against the real kit: what Xcode says about an API depends on the scenario's
/// deployment target, from the model's availability data. Uses the package's kit cache.
@Suite("Declarations by release", .serialized)
struct ReleaseDeclarationTests {
    static let root = CourseCheck.findRoot(from: URL(fileURLWithPath: #filePath))!

    /// Compiles off Swift concurrency's cooperative pool (the compiler blocks; the kit may be made).
    static func compile(_ code: String, release: Int) async throws -> CompileResult {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try compileBlocking(code, release: release) }) }
        }
    }

    static func compileBlocking(_ code: String, release: Int) throws -> CompileResult {
        let source = "// claims: X1-A1\n// platform: iOS \(release)\nimport SwiftUI\n\n" + code
        let (header, runs) = try HeaderParser.parse(source, path: "probe.swift")
        let scenario = Scenario(id: "probe/release-\(release)", lesson: "probe", question: "release", path: "probe.swift",
                                files: [.init(name: "ContentView.swift", path: "probe.swift", contents: source)],
                                header: header, runs: runs)
        let check = try CourseCheck(root: root, jobs: 1)
        return check.compile(scenario, runs[0])
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
