@testable import CourseCheckKit
import Foundation

/// Runs the fault corpus's cases (Tests/FaultCorpus): each writes its course in a folder of its
/// own, runs the `coursecheck` program beside the tests on it, with a time and memory limit, and
/// sorts what came out into the four classes of the corpus's README.
enum FaultCorpus {
    static let folder = FaultFixture.packageRoot.appendingPathComponent("Tests/FaultCorpus")
    /// The cache the cases share unless they name their own: the model kit is made once.
    static let sharedCache = FaultFixture.packageRoot.appendingPathComponent(".build/fault-corpus-cache")
    /// The shared cache's model kit, made once before the first case runs, so that a case's
    /// time limit measures how the harness meets its fault, not the kit's build: the kit is
    /// compiled (about a minute) wherever SwiftPM's objects are not taken as up to date, and the
    /// cases that waited for it ran past their 30 s (three header cases, in CI and under load).
    /// nil when it was made; else why not (each case then says so rather than timing out).
    static let kitPrepared: String? = {
        do {
            let check = try CourseCheck(root: FaultFixture.packageRoot, jobs: 1, cacheRoot: sharedCache)
            _ = try check.prepareKit()
            return nil
        } catch {
            return "the shared cache's model kit could not be made: \(error)"
        }
    }()
    /// Output kept of a run; a harness that prints more sank.
    static let outputLimit = 16 << 20

    enum Class: String, CaseIterable, Sendable {
        case ok = "got what the user should get"
        case confusing
        case wrongVerdict = "wrong verdict"
        case sank = "sank the harness"
        case skipped
    }

    struct Result: Sendable {
        var fault: FaultCase
        var outcome: Class
        /// What was not as the case says.
        var why: [String] = []
        var status: Int32 = 0
        var seconds = 0.0
        var peakMiB = 0
        var output = ""

        var line: String {
            "\(outcome == .ok ? "✓" : outcome == .skipped ? "-" : "✗") \(fault.name) (\(String(format: "%.1f", seconds)) s, \(peakMiB) MiB): \(outcome.rawValue)"
                + (why.isEmpty ? "" : ": " + why.joined(separator: "; "))
        }
    }

    /// Every case, by name; throws the first that does not parse.
    static func cases() throws -> [FaultCase] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [FaultCase] = []
        for case let url as URL in walker where url.pathExtension == "case" {
            let name = String(url.path.dropFirst(folder.path.count + 1).dropLast(".case".count))
            found.append(try FaultCase.parse(String(contentsOf: url, encoding: .utf8), name: name))
        }
        return found.sorted { $0.name < $1.name }
    }

    static func requirementMissing(_ fault: FaultCase) -> String? {
        for requirement in fault.requires {
            switch requirement {
            case "root" where geteuid() != 0: return "needs root"
            case "not-root" where geteuid() == 0: return "needs a user other than root"
            case "isolation" where !Configuration.current.isolated: return "needs isolation"
            case "namespaces" where !Configuration.current.isolated || Sandbox.machine.namespacesRefused != nil: return "needs namespaces"
            default: continue
            }
        }
        return nil
    }

    static func run(_ fault: FaultCase) -> Result {
        var result = Result(fault: fault, outcome: .ok)
        if let missing = requirementMissing(fault) {
            result.outcome = .skipped
            result.why = [missing]
            return result
        }
        guard let program = FaultFixture.program else {
            result.outcome = .skipped
            result.why = ["no coursecheck program beside the tests"]
            return result
        }
        if let failed = kitPrepared {
            result.outcome = .sank
            result.why = [failed]
            return result
        }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("fault-case-\(UUID().uuidString)")
        let root = base.appendingPathComponent("course"), outside = base.appendingPathComponent("outside")
        defer { remove(base) }
        func expand(_ text: String) -> String {
            text.replacingOccurrences(of: "{root}", with: root.path).replacingOccurrences(of: "{cache}", with: sharedCache.path)
                .replacingOccurrences(of: "{outside}", with: outside.path)
        }
        do { try write(fault, root: root, outside: outside, expand: expand) } catch {
            result.outcome = .sank
            result.why = ["the case could not be written: \(error)"]
            return result
        }
        var environment = ProcessInfo.processInfo.environment.filter { name, _ in
            !name.hasPrefix("COURSECHECK_") && !name.hasPrefix("GITHUB_") && name != "CI" && name != "SWIFTC"
        }
        environment[Configuration.cacheVariable.name] = sharedCache.path
        for (name, value) in fault.environment { environment[name] = expand(value) }
        for name in fault.unset { environment[name] = nil }

        let ran = launch(program, fault.arguments.map(expand), environment: environment, directory: root, fault: fault)
        result.status = ran.status
        result.seconds = ran.seconds
        result.peakMiB = ran.peakMiB
        result.output = ran.output
        if let sank = ran.sank {
            result.outcome = .sank
            result.why = [sank]
            return result
        }
        var wrong: [String] = []
        if ran.status != fault.status { wrong.append("exit status \(ran.status), not \(fault.status)") }
        if let verdict = fault.verdict, ran.output.firstMatch(of: try! Regex("[:,] [0-9]+ \(verdict)[,;]")) == nil {
            wrong.append("the summary counts no \(verdict)")
        }
        wrong += fault.never.filter { ran.output.contains($0) }.map { "the output has \(ControlCharacters.escaped($0))" }
        wrong += fault.absent.map(expand).filter { FileManager.default.fileExists(atPath: $0) }.map { "\($0) exists" }
        let missing = fault.says.filter { !ran.output.contains($0) }.map { "the output lacks \(ControlCharacters.escaped($0))" }
        if !wrong.isEmpty {
            result.outcome = .wrongVerdict
            result.why = wrong + missing
        } else if !missing.isEmpty {
            result.outcome = .confusing
            result.why = missing
        }
        return result
    }

    /// Writes the case's course under `root` (and what it puts `{outside}`).
    static func write(_ fault: FaultCase, root: URL, outside: URL, expand: (String) -> String) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        let written = Set(fault.files.map(\.path))
        if !written.contains("Package.swift") { try "// swift-tools-version: 6.0\n// A fault corpus case.\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8) }
        if !written.contains("Sources") { try fm.createSymbolicLink(at: root.appendingPathComponent("Sources"), withDestinationURL: FaultFixture.packageRoot.appendingPathComponent("Sources")) }
        if !written.contains("expected/CLAIMS.md"), !written.contains("expected") {
            try fm.createDirectory(at: root.appendingPathComponent("expected"), withIntermediateDirectories: true)
            let catalog = "| ID | claim |\n|---|---|\n" + (1...9).map { "| L1-A\($0) | claim \($0) |\n" }.joined()
            try catalog.write(to: root.appendingPathComponent("expected/CLAIMS.md"), atomically: true, encoding: .utf8)
        }
        if !fault.files.contains(where: { $0.path == "lessons" || $0.path.hasPrefix("lessons/") }) {
            try fm.createDirectory(at: root.appendingPathComponent("lessons"), withIntermediateDirectories: true)
        }
        func url(_ path: String) -> URL {
            let path = expand(path)
            return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        }
        for file in fault.files {
            let target = url(file.path)
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch file.content {
            case .text(let text): try Data(text.utf8).write(to: target)
            case .bytes(let bytes): try Data(bytes).write(to: target)
            case .link(let destination): guard symlink(expand(destination), target.path) == 0 else { throw HarnessError("cannot link \(file.path)") }
            case .folder: try fm.createDirectory(at: target, withIntermediateDirectories: true)
            case nil: break
            }
        }
        if let owner = fault.owner { chownTree(root, owner) }
        // Modes and owners last: a folder made read-only must be written into first.
        for file in fault.files.reversed() {
            let target = url(file.path)
            if let owner = file.owner { lchown(target.path, owner, owner) }
            if let mode = file.mode { chmod(target.path, mode_t(mode)) }
        }
    }

    static func chownTree(_ root: URL, _ owner: UInt32) {
        lchown(root.path, owner, owner)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return }
        for case let path as String in walker { lchown(root.appendingPathComponent(path).path, owner, owner) }
    }

    /// Removes a case's folders, whatever modes the case gave them.
    static func remove(_ base: URL) {
        _ = ProcessRunner.run("/bin/chmod", ["-R", "u+rwx", base.path], timeout: 60)
        try? FileManager.default.removeItem(at: base)
    }

    struct Ran {
        var status: Int32
        var output: String
        var seconds: Double
        var peakMiB: Int
        /// Why the run sank the harness, when it did.
        var sank: String?
    }

    /// Runs the program with its standard output and error on one pipe (in the order written),
    /// watching its time and its peak memory (VmHWM, proc(5)).
    static func launch(_ program: String, _ arguments: [String], environment: [String: String], directory: URL, fault: FaultCase) -> Ran {
        let start = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch {
            return Ran(status: -1, output: "", seconds: 0, peakMiB: 0, sank: "cannot start \(program): \(error)")
        }
        let output = Locked(Data())
        let reading = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while true {
                let chunk = pipe.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                output.withLock { if $0.count < outputLimit { $0.append(chunk) } }
            }
            reading.signal()
        }
        var peak = 0
        var sank: String?
        while finished.wait(timeout: .now() + 0.05) == .timedOut {
            peak = max(peak, peakKiB(process.processIdentifier) / 1024)
            if peak > fault.memoryMiB {
                sank = "the harness held \(peak) MiB, past \(fault.memoryMiB) MiB"
            } else if Date().timeIntervalSince(start) > fault.limitSeconds {
                sank = "the harness ran past \(Int(fault.limitSeconds)) s"
            }
            if sank != nil {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
                break
            }
        }
        reading.wait()
        let text = String(decoding: output.current, as: UTF8.self)
        if sank == nil, process.terminationReason == .uncaughtSignal { sank = "the harness ended by signal \(process.terminationStatus)" }
        if sank == nil, ![0, 1, 2].contains(process.terminationStatus) { sank = "the harness exited with status \(process.terminationStatus)" }
        if sank == nil, output.current.count >= outputLimit { sank = "the harness printed more than \(outputLimit >> 20) MiB" }
        return Ran(status: process.terminationStatus, output: text, seconds: Date().timeIntervalSince(start), peakMiB: peak, sank: sank)
    }

    /// A process's peak resident memory in KiB, while it runs.
    static func peakKiB(_ pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// `fault corpus: 160 cases: 150 got what the user should get, 4 confusing, …`.
    static func summary(_ results: [Result]) -> String {
        let counts = Dictionary(results.map { ($0.outcome, 1) }, uniquingKeysWith: +)
        let parts = Class.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }
        return "fault corpus: \(results.count) cases: " + parts.joined(separator: ", ")
    }
}
