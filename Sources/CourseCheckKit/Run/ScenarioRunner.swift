import CourseCheckProtocol
import Foundation

/// What running a compiled scenario showed.
public struct RunResult: Codable, Sendable {
    public struct Step: Codable, Sendable {
        public var label: String
        public var console: [String]
        public var observation: StepObservation?
    }
    public var steps: [Step]
    /// The fatal error line, when the program stopped with one (or a description of the signal).
    public var crash: String?
    public var timedOut: Bool
    public var outputTruncated: Bool
    /// Problems of the harness or model, not the scenario's doing.
    public var problems: [String]
    public var seconds: Double
    public var cached: Bool = false
}

/// Runs a compiled scenario: writes its plan, starts it with a time limit, and reads back the
/// console (split into steps by the host's markers), the observation file, and any crash.
public struct ScenarioRunner: Sendable {
    public let cache: CacheStore

    /// Bump when the way results are produced changes, so cached runs are not reused.
    static let version = "1"

    public init(cache: CacheStore) { self.cache = cache }

    /// The simulated device's time zone (`COURSECHECK_TZ` overrides it).
    static var timeZone: String { ProcessInfo.processInfo.environment["COURSECHECK_TZ"] ?? "America/Los_Angeles" }

    public static func plan(for scenario: Scenario, _ settings: RunSettings) -> RunPlan {
        RunPlan(platformMajorVersion: settings.platformMajorVersion, localeIdentifier: settings.locale,
                dynamicTypeSize: settings.textSize, colorScheme: settings.colorScheme,
                device: DeviceCatalog.device(named: settings.device) ?? DeviceCatalog.devices[0],
                files: scenario.files.map { RunPlan.File(fileID: "\(ScenarioCompiler.moduleName)/\($0.name)", lines: $0.lineCount) },
                steps: settings.effectiveSteps, assets: settings.resolvedAssets, network: settings.network)
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

    public func run(_ scenario: Scenario, _ settings: RunSettings, compiled: CompileResult) -> RunResult {
        guard let executable = compiled.executable else {
            return RunResult(steps: [], crash: nil, timedOut: false, outputTruncated: false, problems: ["not compiled"], seconds: 0)
        }
        let plan = Self.plan(for: scenario, settings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let planData = (try? encoder.encode(plan)) ?? Data()
        var hash = ContentHash()
        hash.add("compiled", compiled.key)
        hash.add("plan", String(decoding: planData, as: UTF8.self))
        hash.add("mode", settings.mode.rawValue)
        hash.add("runner", Self.version)
        hash.add("timezone", Self.timeZone)
        let key = hash.hex
        if var cached = cache.read(RunResult.self, key: key, kind: "runs") {
            cached.cached = true
            return cached
        }

        let work: URL
        do { work = try cache.temporaryDirectory(kind: "runs") } catch {
            return RunResult(steps: [], crash: nil, timedOut: false, outputTruncated: false, problems: ["cannot make a run folder: \(error)"], seconds: 0)
        }
        defer { try? FileManager.default.removeItem(at: work) }
        let planFile = work.appendingPathComponent("plan.json")
        let observationFile = work.appendingPathComponent("observation.json")
        try? planData.write(to: planFile)
        var environment = ProcessInfo.processInfo.environment
        environment[Channel.planVariable] = planFile.path
        environment[Channel.observationVariable] = observationFile.path
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["LANG"] = "en_US.UTF-8"
        environment["TZ"] = Self.timeZone
        let outcome = ProcessRunner.run(executable, [], environment: environment, directory: work, timeout: settings.timeoutSeconds)
        let observation = (try? Data(contentsOf: observationFile)).flatMap { try? JSONDecoder().decode(Observation.self, from: $0) }

        let result = Self.assemble(outcome: outcome, plan: plan, mode: settings.mode, observation: observation, timeout: settings.timeoutSeconds)
        if !outcome.timedOut { cache.write(result, key: key, kind: "runs") }
        return result
    }

    static func assemble(outcome: ProcessRunner.Outcome, plan: RunPlan, mode: RunMode, observation: Observation?, timeout: Double) -> RunResult {
        let labels = mode == .script ? ["run"] : labels(plan.steps)
        var steps = labels.map { RunResult.Step(label: $0, console: [], observation: nil) }
        var current = mode == .script ? 0 : -1
        var before: [String] = []
        for line in outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(Channel.stepMarker) {
                current += 1
                continue
            }
            if current >= 0, current < steps.count { steps[current].console.append(line) } else { before.append(line) }
        }
        // The final newline leaves an empty last line; drop trailing empties per step.
        for index in steps.indices {
            while steps[index].console.last == "" { steps[index].console.removeLast() }
        }
        if let observation {
            for (index, step) in observation.steps.enumerated() where index < steps.count {
                steps[index].observation = step
            }
        }
        // Steps the program never reached (it crashed or hung) are dropped.
        let reached = mode == .script ? 1 : max(current + 1, 0)
        steps = Array(steps.prefix(reached))
        var problems: [String] = []
        before = before.filter { !$0.isEmpty }
        if !before.isEmpty { problems.append("output before the first step: \(before.joined(separator: " | "))") }
        if outcome.outputTruncated { problems.append("the output was cut after \(ProcessRunner.defaultOutputLimit / 1024) KiB (a flood?)") }
        if outcome.timedOut { problems.append("stopped after \(Int(timeout)) s: the program did not finish (a hang?)") }
        for step in steps { problems += step.observation?.problems ?? [] }
        let crash = crashLine(outcome)
        if crash == nil, !outcome.timedOut, outcome.status != 0 {
            problems.append("exited with status \(outcome.status): \(outcome.stderr.split(separator: "\n").suffix(3).joined(separator: " | "))")
        }
        return RunResult(steps: steps, crash: crash, timedOut: outcome.timedOut, outputTruncated: outcome.outputTruncated,
                         problems: problems, seconds: outcome.seconds)
    }

    /// The `…: Fatal error: …` line a Swift program prints when it traps, or the signal.
    static func crashLine(_ outcome: ProcessRunner.Outcome) -> String? {
        if let line = outcome.stderr.split(separator: "\n").first(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }) {
            return String(line)
        }
        if outcome.wasSignalled, !outcome.timedOut { return "stopped by signal \(outcome.status)" }
        return nil
    }
}
