import CourseCheckKit
import Foundation
import Testing

/// The built `coursecheck` as a person or CI runs it, in a package of its own: what it prints,
/// in what order, and its exit status. Skipped, with a notice, where the executable is not built
/// (`swift build` builds it, and so does `swift test`).
@Suite("The command line's output")
struct CommandLineOutputTests {
    static let executable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/coursecheck")

    /// A package with no scenarios and a stale pending file (which check reports, and notes on
    /// standard error after its summary).
    func package() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("lessons"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("expected/01-a"), withIntermediateDirectories: true)
        try "// a package\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "claims: L1-A1\n".write(to: root.appendingPathComponent("expected/01-a/Gone.txt.new"), atomically: true, encoding: .utf8)
        return root
    }

    /// Runs the executable with standard output and standard error into one pipe, as `2>&1` does.
    func run(_ arguments: [String], in root: URL) throws -> (output: String, status: Int32)? {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            print("notice: \(Self.executable.path) is not built; the command line was not run")
            return nil
        }
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment[Configuration.cacheVariable.name] = root.appendingPathComponent(".build/coursecheck").path
        environment[Configuration.ciVariable.name] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// Under `2>&1` a note on standard error comes after the report's lines, never inside one.
    @Test func standardOutputGoesOutBeforeANote() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        guard let (output, status) = try run([], in: root) else { return }
        #expect(status == 1)
        let lines = output.split(separator: "\n").map(String.init)
        let summary = try #require(lines.firstIndex { $0.hasPrefix("1 scenario: 1 error;") }, "\(output)")
        let note = try #require(lines.firstIndex { $0.hasPrefix("note: 1 pending expected file") }, "\(output)")
        #expect(summary < note)
    }

    @Test func aMisspeltCommandGetsTheNearestOne() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        guard let (output, status) = try run(["chek"], in: root) else { return }
        #expect(status == 2)
        #expect(output.contains("coursecheck: no scenario matches 'chek' (did you mean the command 'check'?)"))
    }

    /// `merge-junit` refuses a shard that is not XML, naming it, with a non-zero status.
    @Test func mergeJUnitFailsOnABrokenShard() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        try "<testsuites><testsuite>\n<testcase name=\"a\"><failure>\n".write(to: root.appendingPathComponent("shard.xml"), atomically: true, encoding: .utf8)
        guard let (output, status) = try run(["merge-junit", "out.xml", "shard.xml"], in: root) else { return }
        #expect(status == 2)
        #expect(output.hasPrefix("coursecheck: shard.xml:"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.xml").path))
    }
}
