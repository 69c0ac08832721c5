import CourseCheckProtocol
import Foundation

/// What compiling a scenario with one set of compiler settings gave.
public struct CompileResult: Codable, Sendable {
    public var succeeded: Bool
    public var diagnostics: [Diagnostic]
    /// The cache key: a hash of everything that decides the build.
    public var key: String
    public var seconds: Double
    /// Where the program is, when it compiled (not stored in the cache entry itself).
    public var executable: String?
    public var cached: Bool = false
    /// The isolation the compiler ran under (`Sandbox`); nil when it was not isolated.
    public var isolation: Isolation? = nil
}

/// Compiles a scenario with the real Swift compiler against the model, with its settings.
/// It is given the scenario as one run compiles it (`Scenario.forRun`, applied by `CourseCheck`).
public struct ScenarioCompiler: Sendable {
    public let toolchain: Toolchain
    public let kit: ModelKit
    public let cache: CacheStore
    /// The checkout, read-only to the compiler (`Sandbox`); nil: the compiler is not isolated.
    public var checkout: URL?
    /// Where each compile is also written, to be replayed bare (`CompileLog`); nil: nowhere.
    public var compileLog: URL?

    /// The module the scenario's code is in: the course's probe app is named Probe.
    public static let moduleName = "Probe"
    static let driverFileName = "CourseCheckDriver.swift"
    /// Bump when what a compile's cached result holds changes (2: diagnostics about `root` are the
    /// header's).
    static let version = "2"

    public init(toolchain: Toolchain, kit: ModelKit, cache: CacheStore, checkout: URL? = nil, compileLog: URL? = nil) {
        self.checkout = checkout
        self.compileLog = compileLog
        self.toolchain = toolchain
        self.kit = kit
        self.cache = cache
    }

    /// The generated `@main` for an app scenario: hands the root view to the model's host. It is
    /// synchronous, as an app's `main()` is: the host installs the run's executors before any
    /// task runs.
    static func driverSource(root: String) -> String {
        """
        import SwiftUI

        @main
        struct CourseCheckDriver {
            static func main() {
                _Host.run(root: { \(root) })
            }
        }

        """
    }

    /// The generated `@main` of a test build: runs the scenario's `@Test` functions with Swift
    /// Testing and writes their results as JUnit XML where the harness asks.
    static let testDriverSource = """
        import Foundation
        import Testing

        @main
        struct CourseCheckTestDriver {
            static func main() async {
                var arguments = __CommandLineArguments_v0()
                arguments.xunitOutput = ProcessInfo.processInfo.environment["\(Channel.xunitVariable)"]
                arguments.parallel = false
                arguments.quiet = true
                let status: CInt = await __swiftPMEntryPoint(passing: arguments)
                exit(status)
            }
        }

        """

    /// The files as compiled: a script's file becomes `main.swift`; an app gets the driver; a test
    /// build is the test files and the test driver (the app files become the `Probe` library).
    static func compiledFiles(_ scenario: Scenario, _ settings: RunSettings) -> [(name: String, originalName: String, contents: String)] {
        // Xcode generates a Swift name for every image in the asset catalog.
        let generated: [(name: String, originalName: String, contents: String)] = settings.assets.isEmpty ? [] : [
            (GeneratedAssetSymbols.fileName, GeneratedAssetSymbols.fileName, GeneratedAssetSymbols.source(settings.assets.map(\.name))),
        ]
        if settings.runsTests {
            return scenario.files.map { ($0.name, $0.name, $0.contents) } + generated
                + [(driverFileName, driverFileName, testDriverSource)]
        }
        let appOnly = Scenario(id: scenario.id, lesson: scenario.lesson, question: scenario.question, path: scenario.path,
                               files: scenario.files.filter { !$0.isTest }, header: scenario.header, runs: scenario.runs)
        return sourceFiles(appOnly, settings) + generated
    }

    static func sourceFiles(_ scenario: Scenario, _ settings: RunSettings) -> [(name: String, originalName: String, contents: String)] {
        switch settings.mode {
        case .script:
            return scenario.files.map { (scenario.files.count == 1 ? "main.swift" : $0.name, $0.name, $0.contents) }
        case .app where hasOwnEntryPoint(scenario):
            // The scenario's own `@main struct …: App`: the model's `App.main()` starts the host
            // and launches the app's first WindowGroup (docs/SCENARIOS.md, "run").
            return scenario.files.map { ($0.name, $0.name, $0.contents) }
        case .app:
            // A run that never launches the app (previews only) needs no root view.
            let root = settings.effectiveSteps.contains(.launch) ? settings.root : "EmptyView()"
            return scenario.files.map { ($0.name, $0.name, $0.contents) }
                + [(driverFileName, driverFileName, driverSource(root: root))]
        }
    }

    /// Whether a file of the scenario declares its own `@main` (an `App`), at the start of a line.
    static func hasOwnEntryPoint(_ scenario: Scenario) -> Bool {
        scenario.files.contains { file in
            file.contents.split(separator: "\n").contains { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                return trimmed == "@main" || trimmed.hasPrefix("@main ")
            }
        }
    }

    /// - Parameter forKey: the kit's folder written as its key (what the cache key covers).
    func arguments(_ settings: RunSettings, files: [String], output: String, forKey: Bool = false) -> [String] {
        var arguments = ["-module-name", Self.moduleName, "-diagnostic-style", "llvm", "-Onone", "-gnone"]
        arguments += settings.compile.flags
        arguments += kitFlags(forKey: forKey)
        if settings.mode == .app { arguments.append("-parse-as-library") }
        for module in settings.implicitImports { arguments += ["-Xfrontend", "-import-module", "-Xfrontend", module] }
        // Exported symbols let the host find `#Preview` registrations with dlsym.
        arguments += ["-Xlinker", "--export-dynamic", "-o", output]
        return arguments + files
    }

    /// A test build: the app's files as the `Probe` module (with testing enabled, for
    /// `@testable import`), then the test files and the test driver as a program linking it.
    func appFileNames(_ scenario: Scenario, _ settings: RunSettings) -> [String] {
        scenario.files.filter { !$0.isTest }.map(\.name) + (settings.assets.isEmpty ? [] : [GeneratedAssetSymbols.fileName])
    }

    /// The two commands of a test build: the app as a library, then the tests as a program.
    func testCommands(_ settings: RunSettings, appFiles: [String], testFiles: [String]) -> [[String]] {
        let common = ["-diagnostic-style", "llvm", "-Onone", "-gnone", "-parse-as-library"] + settings.compile.flags + kitFlags(forKey: false)
        return [
            [toolchain.swiftc] + common + [
                "-module-name", Self.moduleName, "-enable-testing", "-emit-library", "-emit-module",
                "-emit-module-path", "\(Self.moduleName).swiftmodule", "-o", "lib\(Self.moduleName).so",
            ] + appFiles,
            [toolchain.swiftc] + common + [
                "-module-name", "\(Self.moduleName)Tests", "-I", ".", "-L", ".", "-l\(Self.moduleName)",
                "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN", "-o", "scenario",
            ] + testFiles + [Self.driverFileName],
        ]
    }

    /// How the compiler runs: isolated, with the checkout read-only, when the checkout is known.
    var isolation: Sandbox.Purpose? { checkout.map { .compile(checkout: $0) } }

    func compileTests(_ scenario: Scenario, _ settings: RunSettings, in work: URL) -> ProcessRunner.Finished {
        let commands = testCommands(settings, appFiles: appFileNames(scenario, settings), testFiles: scenario.files.filter(\.isTest).map(\.name))
        let library = ProcessRunner.run(toolchain.swiftc, Array(commands[0].dropFirst()), directory: work, timeout: 300, isolated: isolation)
        guard library.status == 0 else { return library }
        var program = ProcessRunner.run(toolchain.swiftc, Array(commands[1].dropFirst()), directory: work, timeout: 300, isolated: isolation)
        program.stderr = library.stderr + "\n" + program.stderr
        return program
    }

    /// A diagnostic about the `root` expression is the header's: moved from the generated driver
    /// to the `// root:` line that wrote it, at the same place in the expression.
    static func pointingAtRoot(_ diagnostic: Diagnostic, _ scenario: Scenario, _ settings: RunSettings) -> Diagnostic {
        guard diagnostic.file == driverFileName, let rootLine = settings.rootLine, let column = diagnostic.column,
              let header = scenario.files.first(where: { $0.contents.split(separator: "\n", omittingEmptySubsequences: false).count >= rootLine
                  && $0.contents.split(separator: "\n", omittingEmptySubsequences: false)[rootLine - 1].contains("root:") }) else { return diagnostic }
        let driverLine = driverSource(root: settings.root).split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = diagnostic.line, line - 1 < driverLine.count, let start = driverLine[line - 1].range(of: settings.root) else { return diagnostic }
        let headerLine = header.contents.split(separator: "\n", omittingEmptySubsequences: false)[rootLine - 1]
        guard let value = headerLine.range(of: settings.root) else { return diagnostic }
        var moved = diagnostic
        moved.file = header.name
        moved.line = rootLine
        let offset = column - 1 - driverLine[line - 1].distance(from: driverLine[line - 1].startIndex, to: start.lowerBound)
        moved.column = headerLine.distance(from: headerLine.startIndex, to: value.lowerBound) + 1 + max(offset, 0)
        return moved
    }

    /// The model's flags, and a run path to the kit relative to the program, which lives in
    /// `<cache>/scenarios/<key>/` (built in `<cache>/scenarios/.tmp-…/`, as deep): a cache moved
    /// elsewhere still runs.
    func kitFlags(forKey: Bool) -> [String] {
        (forKey ? kit.scenarioFlagsForKey : kit.scenarioFlags) + ["-Xlinker", "-rpath", "-Xlinker", kit.relativeRunPath]
    }

    /// Covers what decides the build, and nothing about where the checkout or the cache lives.
    public func key(_ scenario: Scenario, _ settings: RunSettings) -> String {
        var hash = ContentHash()
        hash.add("recipe", Self.version)
        hash.add("kit", kit.key)
        hash.add("compiler", toolchain.version)
        hash.add("flags", arguments(settings, files: [], output: "-", forKey: true).joined(separator: " "))
        for file in Self.compiledFiles(scenario, settings) { hash.add(file.name, file.contents) }
        return hash.hex
    }

    public func compile(_ scenario: Scenario, _ settings: RunSettings) -> CompileResult {
        let key = key(scenario, settings)
        // Processes sharing the cache compile a scenario once: the others wait, then find it.
        return CacheLock.withLock(cache, "scenario-\(key)") { compile(scenario, settings, key: key) }
    }

    private func compile(_ scenario: Scenario, _ settings: RunSettings, key: String) -> CompileResult {
        let executable = cache.directory(for: key, kind: .scenarios).appendingPathComponent("scenario").path
        if var cached = cache.read(CompileResult.self, key: key, kind: .scenarios),
           !cached.succeeded || FileManager.default.isExecutableFile(atPath: executable) {
            cached.executable = cached.succeeded ? executable : nil
            cached.cached = true
            return cached
        }
        let start = Date()
        let work: URL
        do {
            work = try cache.temporaryDirectory(kind: .scenarios)
        } catch {
            return CompileResult(succeeded: false, diagnostics: [Diagnostic(severity: .error, message: "harness: cannot make a build folder in the cache: \(CacheStore.plainWords(error))")], key: key, seconds: 0)
        }
        let files = Self.compiledFiles(scenario, settings)
        var names: [String: String] = [:]
        for file in files {
            try? file.contents.write(to: work.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
            names[file.name] = file.originalName
        }
        let run: ProcessRunner.Finished
        if let compileLog {
            let commands = settings.runsTests
                ? testCommands(settings, appFiles: appFileNames(scenario, settings), testFiles: scenario.files.filter(\.isTest).map(\.name))
                : [[toolchain.swiftc] + arguments(settings, files: files.map(\.name), output: "scenario")]
            CompileLog.record(in: compileLog, key: key, files: files.map { ($0.name, $0.contents) }, commands: commands)
        }
        if settings.runsTests {
            run = compileTests(scenario, settings, in: work)
        } else {
            run = ProcessRunner.run(toolchain.swiftc, arguments(settings, files: files.map(\.name), output: "scenario"),
                                    directory: work, timeout: 300, isolated: isolation)
        }
        var diagnostics = DiagnosticNormaliser.normalise(run.stderr + "\n" + run.stdout, workDirectory: work.path, fileNames: names)
            .map { Self.pointingAtRoot($0, scenario, settings) }
        if run.timedOut {
            diagnostics.append(Diagnostic(severity: .error, message: "harness: the compiler did not finish within 300 s"))
        }
        let succeeded = run.status == 0 && !run.timedOut
        if !succeeded, !diagnostics.contains(where: { $0.severity == .error }) {
            let tail = run.stderr.split(separator: "\n").suffix(5).joined(separator: " | ")
            diagnostics.append(Diagnostic(severity: .error, message: "harness: the compiler failed without a diagnostic: \(tail)"))
        }
        var result = CompileResult(succeeded: succeeded, diagnostics: diagnostics, key: key, seconds: Date().timeIntervalSince(start))
        result.isolation = run.isolation
        if let stopped = run.stopReason {
            result.diagnostics.append(Diagnostic(severity: .error, message: "harness: the compiler was \(stopped)"))
            result.succeeded = false
        }
        for file in files { try? FileManager.default.removeItem(at: work.appendingPathComponent(file.name)) }
        // A compiler stopped from outside (a signal, the time limit, a limit) says nothing about
        // the scenario: its result is not kept.
        if run.wasSignalled || run.timedOut || run.stopReason != nil {
            try? FileManager.default.removeItem(at: work)
            return result
        }
        CacheStore.writeJSON(result, to: work.appendingPathComponent("result.json"))
        let committed = cache.commit(work, key: key, kind: .scenarios)
        result.executable = succeeded ? committed.appendingPathComponent("scenario").path : nil
        return result
    }
}
