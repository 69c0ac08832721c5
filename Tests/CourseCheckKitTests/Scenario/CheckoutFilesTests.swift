@testable import CourseCheckKit
import Foundation
import Testing

/// Files the harness reads for a scenario must really be in the checkout.
@Suite("Reading only inside the checkout")
struct CheckoutFilesTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-\(UUID().uuidString)")
    var root: URL { base.appendingPathComponent("course") }

    func make() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("lessons/assets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: base.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try "inside\n".write(to: root.appendingPathComponent("inside.txt"), atomically: true, encoding: .utf8)
        try "SECRET\n".write(to: base.appendingPathComponent("outside/secret.txt"), atomically: true, encoding: .utf8)
    }

    @Test func aFileInsideIsRead() throws {
        try make()
        defer { try? FileManager.default.removeItem(at: base) }
        #expect(try CheckoutFiles.read(root.appendingPathComponent("inside.txt"), root: root, path: "inside.txt") == Data("inside\n".utf8))
        #expect(try CheckoutFiles.read(root.appendingPathComponent("missing.txt"), root: root, path: "missing.txt") == nil)
    }

    @Test func aLinkOrDotDotOutIsRefusedUnread() throws {
        try make()
        defer { try? FileManager.default.removeItem(at: base) }
        let link = root.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: base.appendingPathComponent("outside/secret.txt").path)
        for url in [link, root.appendingPathComponent("lessons/../../outside/secret.txt")] {
            #expect(throws: ScenarioError.self) { try CheckoutFiles.read(url, root: root, path: "p") }
            do { _ = try CheckoutFiles.read(url, root: root, path: "p") } catch {
                #expect("\(error)".contains("outside the checkout"))
                #expect(!"\(error)".contains("SECRET"))
            }
        }
        // Inside the checkout, but outside the folder it must be in (an asset outside lessons/assets).
        let assets = root.appendingPathComponent("lessons/assets")
        #expect(CheckoutFiles.refusal(assets.appendingPathComponent("../../inside.txt"), root: root, inside: assets)?.contains("outside lessons/assets") == true)
    }

    @Test func aDanglingLinkIsNamed() throws {
        try make()
        defer { try? FileManager.default.removeItem(at: base) }
        let link = root.appendingPathComponent("dangling.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/nonexistent/coursecheck")
        #expect(CheckoutFiles.refusal(link, root: root) == "the file is a link that does not resolve to a file in the checkout")
    }

    @Test func aFileLargerThanTheLimitIsRefusedUnread() throws {
        try make()
        defer { try? FileManager.default.removeItem(at: base) }
        let big = root.appendingPathComponent("big.txt")
        try Data(count: InputLimits.fileBytes + 1).write(to: big)
        do { _ = try CheckoutFiles.read(big, root: root, path: "big.txt"); Issue.record("read") } catch {
            #expect("\(error)" == "big.txt:1: the file is 1.0 MiB; the harness reads files of up to 1 MiB (docs/SCENARIOS.md, \"Limits\")")
        }
    }

    /// As root, in a checkout someone else owns, a file its owner could not read is not read.
    @Test(.enabled(if: geteuid() == 0)) func asRootOnlyWhatTheOwnerCouldReadIsRead() throws {
        try make()
        defer { try? FileManager.default.removeItem(at: base) }
        let secret = root.appendingPathComponent("inside.txt")
        chown(root.path, 65534, 65534)
        chmod(secret.path, 0o600)
        #expect(CheckoutFiles.refusal(secret, root: root) == "the file cannot be read by the checkout's owner (uid 65534), so the harness does not read it either")
        chmod(secret.path, 0o644)
        #expect(CheckoutFiles.refusal(secret, root: root) == nil)
    }

    @Test func aNameWithAControlCharacterIsRefused() {
        #expect(ScenarioLoader.nameRefusal("Q1.swift") == nil)
        #expect(ScenarioLoader.nameRefusal("Q\n::error::x.swift") == "the name has a control character (Q\\u{A}::error::x.swift): rename it")
    }

    @Test func aHeaderOnlyAppDeclaresNoContentView() {
        #expect(ScenarioLoader.declaresContentView("struct ContentView: View {"))
        #expect(ScenarioLoader.declaresContentView("    typealias ContentView = Other"))
        #expect(ScenarioLoader.declaresContentView("final class ContentView<T> {"))
        #expect(!ScenarioLoader.declaresContentView("// struct ContentView is below\nlet x = ContentView()"))
    }
}
