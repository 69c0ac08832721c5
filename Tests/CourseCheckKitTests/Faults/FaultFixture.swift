@testable import CourseCheckKit
import Foundation

/// A tiny course in a temporary git checkout, checked by the `coursecheck` program that
/// `swift build` made, with a cache of its own: what the fault tests kill and restart.
struct FaultFixture {
    let root: URL
    let cache: URL
    let program: String
    /// The expected files as committed, by path.
    let committed: [String: String]

    /// The `coursecheck` beside the running tests (`swift build` puts both in `.build/<config>/`).
    static var program: String? {
        let folder = ModelKitSource.swiftPMProductFolders().first
        let path = folder?.appendingPathComponent("coursecheck").path
        return path.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    }

    /// The package whose model sources the fixture borrows.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let scenarios: [(path: String, source: String, expected: String)] = [
        ("lessons/99-fixture/F1-hello.swift", """
            // title: a script prints
            // claims: F99-1
            // run: script
            print("hello")
            """, "claims: F99-1\n\n-- console\n[run]\nhello\n"),
        ("lessons/99-fixture/F2-count.swift", """
            // title: a loop prints three lines
            // claims: F99-2
            // run: script
            for number in 1...3 { print(number) }
            """, "claims: F99-2\n\n-- console\n[run]\n1\n2\n3\n"),
        ("lessons/99-fixture/F3-screen.swift", """
            // title: a view shows a text
            // claims: F99-3
            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("Hi") }
            }
            """, "claims: F99-3\n\n-- screen\nText \"Hi\"\n"),
    ]

    /// - Parameter base: the folder the checkout is made in.
    /// - Parameter extra: more scenarios, with their claims' words for the catalog.
    /// - Parameter cache: the cache (default: the checkout's `.build/coursecheck`).
    static func make(in base: URL = FileManager.default.temporaryDirectory,
                     extra: [(path: String, source: String, expected: String, claim: String)] = [], cache: URL? = nil) throws -> FaultFixture {
        guard let program else { throw HarnessError("no coursecheck program beside the tests: run `swift build` first") }
        let root = base.appendingPathComponent("fault-fixture-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n// A fixture course for the fault tests.\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(at: root.appendingPathComponent("Sources"), withDestinationURL: packageRoot.appendingPathComponent("Sources"))
        try ".build/\n*.new\n".write(to: root.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        var committed: [String: String] = [:]
        var catalog = "| ID | claim |\n|---|---|\n"
        for scenario in extra {
            for (path, text) in [(scenario.path, scenario.source), ("expected/" + scenario.path.dropFirst("lessons/".count).dropLast(".swift".count) + ".txt", scenario.expected)] {
                let file = root.appendingPathComponent(path)
                try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
            catalog += "| \(scenario.claim) | a scenario of the course |\n"
        }
        for (index, scenario) in scenarios.enumerated() {
            let source = root.appendingPathComponent(scenario.path)
            try fm.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (scenario.source + "\n").write(to: source, atomically: true, encoding: .utf8)
            let expectedPath = "expected/" + scenario.path.dropFirst("lessons/".count).dropLast(".swift".count) + ".txt"
            let expected = root.appendingPathComponent(expectedPath)
            try fm.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            try scenario.expected.write(to: expected, atomically: true, encoding: .utf8)
            committed[expectedPath] = scenario.expected
            catalog += "| F99-\(index + 1) | the fixture's scenario \(index + 1) |\n"
        }
        try catalog.write(to: root.appendingPathComponent(ClaimCatalog.path), atomically: true, encoding: .utf8)
        let fixture = FaultFixture(root: root, cache: cache ?? root.appendingPathComponent(".build/coursecheck"), program: program, committed: committed)
        _ = try fixture.git(["init", "-q"])
        _ = try fixture.git(["add", "-A"])
        _ = try fixture.git(["-c", "user.name=fault", "-c", "user.email=fault@example.com", "commit", "-qm", "fixture"])
        return fixture
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    @discardableResult
    func git(_ arguments: [String]) throws -> String {
        let outcome = ProcessRunner.run("/usr/bin/env", ["git", "-C", root.path] + arguments, timeout: 60)
        guard outcome.status == 0 else { throw HarnessError("git \(arguments.joined(separator: " ")): \(outcome.stderr)") }
        return outcome.stdout
    }

    /// `git status --porcelain`: empty when the checkout is clean.
    func status() throws -> String { try git(["status", "--porcelain", "--untracked-files=all"]) }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[Configuration.cacheVariable.name] = cache.path
        return environment
    }

    /// Runs the program to its end.
    /// The time-out is generous: in `swift test` these runs share the machine with every other suite.
    func run(_ arguments: [String], timeout: Double = 1200) -> ProcessRunner.Finished {
        ProcessRunner.run(program, arguments, environment: environment, directory: root, timeout: timeout)
    }

    /// Starts the program and kills it (SIGKILL, as a crash or the OOM killer would) after
    /// `seconds`, or lets it finish first. Returns whether it was killed.
    func runAndKill(_ arguments: [String], after seconds: Double) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + seconds) == .success { return false }
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
        return true
    }

    /// Processes whose command line names the fixture (compilers and scenario programs started
    /// for it), after giving the kernel `grace` seconds to end them.
    func leftoverProcesses(grace: Double = 2) -> [String] {
        let deadline = Date().addingTimeInterval(grace)
        while true {
            let found = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry -> String? in
                guard Int(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
                let line = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
                return line.contains(root.path) ? "\(entry): \(line.prefix(160))" : nil
            }
            if found.isEmpty || Date() > deadline { return found }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Every cache entry that is not sound (`CacheManifest.check`).
    func corruptEntries() -> [String] {
        let store = CacheStore(root: cache)
        return CacheStore.Kind.allCases.flatMap { kind in
            store.keys(kind: kind).compactMap { key in
                CacheManifest.fullCheck(store.directory(for: key, kind: kind), key: key).map { "\(kind.rawValue)/\(key): \($0)" }
            }
        }
    }

    /// Removes some cache entries so that the next check has compiles and runs to make (and,
    /// when `kit`, the model kit too).
    func forget(using random: inout SeededRandom, kit: Bool) {
        let store = CacheStore(root: cache)
        for kind in [CacheStore.Kind.scenarios, .runs] + (kit ? [.kit] : []) {
            for key in store.keys(kind: kind) where kind == .kit || random.next() % 2 == 0 { store.remove(key: key, kind: kind) }
        }
    }
}
