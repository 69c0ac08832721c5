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
    /// A test build's results, one line per test: `✓ name(): passed (0.001 s)`.
    public var tests: [String] = []
    public var seconds: Double
    public var cached: Bool = false
}

/// Runs a compiled scenario: writes its plan, starts it with a time limit, and reads back the
/// console (split into steps by the host's markers), the observation file, and any crash.
public struct ScenarioRunner: Sendable {
    public let cache: CacheStore

    /// Bump when the way results are produced changes, so cached runs are not reused.
    static let version = "3"

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
        hash.add("mode", settings.runsTests ? "tests" : settings.mode.rawValue)
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
        // One cooperative thread: concurrent work runs in the order it was enqueued, so a run's
        // console is the same every time.
        environment["LIBDISPATCH_COOPERATIVE_POOL_STRICT"] = "1"
        let xunitFile = work.appendingPathComponent("tests.xml")
        environment["COURSECHECK_XUNIT"] = xunitFile.path
        environment["LANG"] = "en_US.UTF-8"
        environment["TZ"] = Self.timeZone
        let outcome = ProcessRunner.run(executable, [], environment: environment, directory: work, timeout: settings.timeoutSeconds)
        let observation = (try? Data(contentsOf: observationFile)).flatMap { try? JSONDecoder().decode(Observation.self, from: $0) }

        var result = Self.assemble(outcome: outcome, plan: plan, single: settings.runsTests ? "test" : settings.mode == .script ? "run" : nil,
                                   observation: observation, timeout: settings.timeoutSeconds)
        if settings.runsTests {
            let xml = (try? String(contentsOf: xunitFile, encoding: .utf8)) ?? ""
            result.tests = TestResults.lines(fromJUnit: xml)
            if result.tests.isEmpty { result.problems.append("the test build reported no tests") }
            // Failing tests end the program with a failure status; that is a result, not a problem.
            result.problems.removeAll { $0.hasPrefix("exited with status") }
        }
        if !outcome.timedOut { cache.write(result, key: key, kind: "runs") }
        return result
    }

    /// - Parameter single: the one step's label when the program has no host to mark steps (a
    ///   script, a test build); nil when the host marks them.
    static func assemble(outcome: ProcessRunner.Outcome, plan: RunPlan, single: String?, observation: Observation?, timeout: Double) -> RunResult {
        let labels = single.map { [$0] } ?? labels(plan.steps)
        var steps = labels.map { RunResult.Step(label: $0, console: [], observation: nil) }
        var current = single == nil ? -1 : 0
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
        let reached = single == nil ? max(current + 1, 0) : 1
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
        if outcome.wasSignalled, !outcome.timedOut {
            let last = outcome.stderr.split(separator: "\n").last.map { ": \($0)" } ?? ""
            return "stopped by signal \(outcome.status)\(last)"
        }
        return nil
    }
}

/// Reads Swift Testing's JUnit XML into one line per test, as Xcode's test results list them.
enum TestResults {
    static func lines(fromJUnit xml: String) -> [String] {
        var lines: [String] = []
        var rest = Substring(xml)
        while let start = rest.range(of: "<testcase ") {
            let tail = rest[start.upperBound...]
            // `<testcase … />` ends with its opening tag; otherwise at `</testcase>`.
            let openingEnd = tail.firstIndex(of: ">") ?? tail.endIndex
            let selfClosing = openingEnd > tail.startIndex && tail[tail.index(before: openingEnd)] == "/"
            let end = selfClosing ? tail.index(after: openingEnd) : (tail.range(of: "</testcase>")?.upperBound ?? tail.endIndex)
            let element = tail[..<end]
            let name = attribute("name", in: element) ?? "?"
            let time = Double(attribute("time", in: element) ?? "") ?? 0
            if element.contains("<failure") {
                let message = attribute("message", in: element[(element.range(of: "<failure")?.lowerBound ?? element.startIndex)...]) ?? ""
                lines.append("✗ \(name): failed (\(String(format: "%.3f", time)) s)\(message.isEmpty ? "" : ": " + message)")
            } else if element.contains("<skipped") {
                lines.append("↷ \(name): skipped")
            } else {
                lines.append("✓ \(name): passed (\(String(format: "%.3f", time)) s)")
            }
            rest = tail[end...]
        }
        return lines
    }

    static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let value = element[start.upperBound...].prefix { $0 != "\"" }
        return String(value).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
