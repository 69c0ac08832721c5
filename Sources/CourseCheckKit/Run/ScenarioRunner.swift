import CourseCheckProtocol
import Foundation

/// Runs a compiled scenario: writes its plan, starts it with a time limit, and reads back the
/// console (split into steps by the host's markers), the observation file, and any crash.
public struct ScenarioRunner: Sendable {
    public let cache: CacheStore
    /// The folders of the Swift runtime the programs load (their absolute run path), which a
    /// run's user must be able to reach (`Sandbox.Reads.inPlace`).
    public var runtimeFolders: [URL] = []

    /// Bump when the way results are produced changes, so cached runs are not reused.
    static let version = "9"

    /// coreutils' `stdbuf`, which makes a program's standard streams line-buffered: what it
    /// printed before a crash, a hang or a kill reaches the console instead of dying in a buffer.
    static let stdbuf = ["/usr/bin/stdbuf", "/bin/stdbuf"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The program, run line-buffered where the machine can.
    static func lineBuffered(_ executable: String) -> (String, [String]) {
        guard let stdbuf else { return (executable, []) }
        return (stdbuf, ["-oL", "-eL", executable])
    }

    /// The simulated device's time zone (`Configuration.timeZone`).
    public let timeZone: String

    public init(cache: CacheStore, timeZone: String = Configuration.defaultTimeZone, runtimeFolders: [URL] = []) {
        self.cache = cache
        self.timeZone = timeZone
        self.runtimeFolders = runtimeFolders
    }

    public static func plan(for scenario: Scenario, _ settings: RunSettings) -> RunPlan {
        var plan = RunPlan(platformMajorVersion: settings.platformMajorVersion, localeIdentifier: settings.locale,
                dynamicTypeSize: settings.textSize, colorScheme: settings.colorScheme,
                device: settings.device.metrics,
                files: scenario.files.map { RunPlan.File(fileID: "\(ScenarioCompiler.moduleName)/\($0.name)", lines: $0.lineCount) },
                steps: settings.effectiveSteps, assets: settings.resolvedAssets, network: settings.network,
                previewProviders: PreviewProviderScanner.mangledNames(in: scenario.files.map(\.contents), module: ScenarioCompiler.moduleName))
        plan.defaults = settings.defaults
        plan.accessibility = settings.accessibility
        return plan
    }

    /// Labels for the steps, numbered where a step repeats: `tap "Tap" #2`.
    public static func labels(_ steps: [RunPlan.Step]) -> [String] {
        var seen: [String: Int] = [:]
        let total = Dictionary(steps.map { ($0.description, 1) }, uniquingKeysWith: +)
        return steps.map { step in
            let label = step.description
            seen[label, default: 0] += 1
            return total[label]! > 1 ? "\(label) #\(seen[label]!)" : label
        }
    }

    static func planData(_ plan: RunPlan) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(plan)) ?? Data()
    }

    /// The run's cache key: its program, its plan, how it runs.
    func key(planData: Data, _ settings: RunSettings, compiledKey: String) -> String {
        var hash = ContentHash()
        hash.add("compiled", compiledKey)
        hash.add("plan", String(decoding: planData, as: UTF8.self))
        hash.add("mode", settings.runsTests ? "tests" : settings.mode.rawValue)
        hash.add("runner", Self.version)
        hash.add("timezone", timeZone)
        // A run made under weaker isolation (a machine without namespaces, isolation off) is
        // not reused where it is stronger: its hostile scenarios would pass or skip unseen.
        hash.add("isolation", Sandbox.off ? "off" : Sandbox.machine.fingerprint)
        hash.add("supervisor", Supervisor.script)
        return hash.hex
    }

    /// The cache key of a run of this scenario (as `CourseCheck` runs it: `Scenario.forRun`).
    public func key(_ scenario: Scenario, _ settings: RunSettings, compiledKey: String) -> String {
        key(planData: Self.planData(Self.plan(for: scenario, settings)), settings, compiledKey: compiledKey)
    }

    /// A run's whole environment, made from an allow-list, never from the harness's own (a CI
    /// token in it must not reach a scenario): the channel's files, a fixed PATH, LANG and TZ,
    /// and a home of its own. Foundation's UserDefaults keeps its files under the home folder:
    /// the run's own, so every run starts as a freshly installed app, and parallel runs do not
    /// share defaults. The host marks each step with this run's `stepSecret` (and takes it out of
    /// the environment when it starts): a program that prints a marker's shape cannot move its
    /// output to another step. A program with no host (a script, a test build) has no steps to
    /// mark, and gets none.
    func environment(work: URL, plan: URL, observation: URL, xunit: URL, stepSecret: String?) -> [String: String] {
        var environment = [
            Channel.planVariable: plan.path,
            Channel.observationVariable: observation.path,
            Channel.xunitVariable: xunit.path,
            "PATH": "/usr/bin:/bin",
            "LANG": "en_US.UTF-8",
            "TZ": timeZone,
            "HOME": work.path,
            "XDG_CONFIG_HOME": work.appendingPathComponent(".config").path,
            "TMPDIR": "/tmp",
            // No backtrace: a crash prints its `Fatal error` line only.
            "SWIFT_BACKTRACE": "enable=no",
            // One cooperative thread: concurrent work runs in the order it was enqueued, so a
            // run's console is the same every time (a hosted run has executors of its own to the
            // same effect, `RunExecutors`; scripts and test builds have the standard ones).
            "LIBDISPATCH_COOPERATIVE_POOL_STRICT": "1",
        ]
        if let stepSecret { environment[Channel.stepSecretVariable] = stepSecret }
        return environment
    }

    public func run(_ scenario: Scenario, _ settings: RunSettings, compiled: CompileResult) -> RunResult {
        guard let executable = compiled.executable else {
            return RunResult(steps: [], crash: nil, timedOut: false, outputTruncated: false, problems: ["not compiled"], seconds: 0)
        }
        let plan = Self.plan(for: scenario, settings)
        let planData = Self.planData(plan)
        let key = key(planData: planData, settings, compiledKey: compiled.key)
        if var cached = cache.read(RunResult.self, key: key, kind: .runs) {
            cached.cached = true
            return cached
        }

        let work: URL
        do { work = try cache.temporaryDirectory(kind: .runs) } catch {
            return RunResult(steps: [], crash: nil, timedOut: false, outputTruncated: false, problems: ["harness: cannot make a run folder in the cache: \(CacheStore.plainWords(error))"], seconds: 0)
        }
        defer { try? FileManager.default.removeItem(at: work) }
        let planFile = work.appendingPathComponent("plan.json")
        let observationFile = work.appendingPathComponent("observation.json")
        try? planData.write(to: planFile)
        let xunitFile = work.appendingPathComponent("tests.xml")
        // The one step of a program the host does not mark: a script's, a test build's.
        let single = settings.runsTests ? "test" : settings.mode == .script ? "run" : nil
        let secret = UUID().uuidString
        let environment = environment(work: work, plan: planFile, observation: observationFile, xunit: xunitFile, stepSecret: single == nil ? secret : nil)
        let (program, arguments) = Self.lineBuffered(executable)
        let reads = Sandbox.Reads(root: cache.root,
                                  folders: [URL(fileURLWithPath: executable).deletingLastPathComponent(), cache.root.appendingPathComponent(CacheStore.Kind.kit.rawValue)],
                                  inPlace: runtimeFolders)
        let finished = ProcessRunner.run(program, arguments, environment: environment, directory: work, timeout: settings.timeoutSeconds,
                                        isolated: .run(reads: reads))
        let observation = (try? Data(contentsOf: observationFile)).flatMap { try? JSONDecoder().decode(Observation.self, from: $0) }

        var result = RunAssembly.assemble(finished: finished, plan: plan, single: single,
                                          observation: observation, timeout: settings.timeoutSeconds, marker: Channel.stepMarker(secret: secret))
        result.isolation = finished.isolation
        if settings.runsTests {
            let xml = (try? String(contentsOf: xunitFile, encoding: .utf8)) ?? ""
            result.tests = TestResults.lines(fromJUnit: xml)
            if result.tests.isEmpty { result.problems.append("the test build reported no tests") }
            // Failing tests end the program with a failure status; that is a result, not a problem.
            result.problems.removeAll { $0.hasPrefix("exited with status") }
            if result.ending?.kind == .failed { result.ending = RunEnding(kind: .finished, step: "test") }
        }
        if finished.endedOnItsOwn { cache.write(result, key: key, kind: .runs) }
        return result
    }
}
