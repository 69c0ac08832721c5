import Foundation

/// The whole pipeline: find scenarios, compile each with the real compiler against the model, run
/// it, compare with the expected file. The CLI and `swift test` both drive this type.
public final class CourseCheck: @unchecked Sendable {
    public let root: URL
    public let jobs: Int
    public let cache: CacheStore
    private let toolchain: Toolchain
    /// The model kit (one for every iOS release), made when first needed.
    let kits: ModelKitStore
    /// Runs whose compiles are the same (variants that differ only in what the run does, or in
    /// the deployment target) wait for one compile, then share it through the cache.
    private let compilesInFlight = Locked<[String: NSLock]>([:])
    private let runner: ScenarioRunner
    /// Limits compiles and runs in flight to `jobs`, however many callers there are.
    private let slots: DispatchSemaphore

    /// Finds the toolchain. Throws `HarnessError`. The model kit is made (or reused from the
    /// cache) when a scenario first needs it.
    public init(root: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cacheRoot: URL? = nil) throws {
        self.root = root
        self.jobs = max(jobs, 1)
        // COURSECHECK_CACHE moves the cache (a benchmark's cold run, a shared CI cache).
        let configured = ProcessInfo.processInfo.environment["COURSECHECK_CACHE"].map { URL(fileURLWithPath: $0) }
        cache = CacheStore(root: cacheRoot ?? configured ?? root.appendingPathComponent(".build/coursecheck"))
        toolchain = try Toolchain.find(cache: cache)
        kits = ModelKitStore.shared(packageRoot: root, toolchain: toolchain, cache: cache)
        runner = ScenarioRunner(cache: cache)
        slots = DispatchSemaphore(value: self.jobs)
    }

    /// The package root: the nearest folder above `start` holding `Package.swift` and `lessons/`.
    public static func findRoot(from start: URL) -> URL? {
        var url = start.standardizedFileURL
        while url.path != "/" {
            let fm = FileManager.default
            if fm.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
               fm.fileExists(atPath: url.appendingPathComponent("lessons").path) { return url }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// Checks one scenario: every run of it, compiled and run in parallel up to `jobs`.
    public func check(_ scenario: Scenario) -> ScenarioOutcome {
        let start = Date()
        let expectedPath = ExpectedFile.path(for: scenario.id)
        var expected: ExpectedFile?
        var expectationProblem: String?
        let expectedURL = root.appendingPathComponent(expectedPath)
        if let text = try? String(contentsOf: expectedURL, encoding: .utf8) {
            do { expected = try ExpectedFile.parse(text, path: expectedPath) } catch {
                return .error(id: scenario.id, path: scenario.path, message: "\(error)", claims: scenario.header.claims)
            }
        } else {
            expectationProblem = "no expected file: write \(expectedPath) from the lesson text (or run `swift run coursecheck record \(scenario.id)` and check every line against the lesson)"
        }
        if let expected {
            let runNames = Set(scenario.runs.map(\.variant))
            if let stray = expected.variants.first(where: { !runNames.contains($0.name) }) {
                return .error(id: scenario.id, path: scenario.path,
                              message: "\(expectedPath):\(stray.line): the scenario has no variant `\(stray.name)` (it has: \(scenario.runs.map(\.variant).joined(separator: ", ")))",
                              claims: scenario.header.claims)
            }
        }

        let observations = Locked([Observed?](repeating: nil, count: scenario.runs.count))
        DispatchQueue.concurrentPerform(iterations: scenario.runs.count) { index in
            let observed = observe(scenario, scenario.runs[index])
            observations.withLock { $0[index] = observed }
        }
        let observed = observations.current.compactMap { $0 }
        let byVariant = Dictionary(observed.map { ($0.run.variant, $0.run) }, uniquingKeysWith: { a, _ in a })
        let variants = observed.map { judge($0, expected: expected, expectedPath: expectedPath, others: byVariant) }
        var verdict = variants.map(\.verdict).max() ?? .error
        if expected == nil { verdict = .missingExpectation }
        return ScenarioOutcome(id: scenario.id, path: scenario.path, title: scenario.header.title, question: scenario.header.question,
                               claims: expected?.claims ?? scenario.header.claims, verdict: verdict, variants: variants,
                               message: expectationProblem, seconds: Date().timeIntervalSince(start))
    }

    /// One run's observation, with what it cost.
    private struct Observed {
        var run: ObservedRun
        var compileSeconds: Double
        var runSeconds: Double
        var cached: Bool
    }

    /// The model kit, once made, with what making it cost.
    public var kit: ModelKit? { kits.built }

    /// Makes the model kit now (or finds it in the cache), for callers that want to say what
    /// they are waiting for before the first scenario does.
    @discardableResult
    public func prepareKit() throws -> ModelKit { try kits.kit() }

    /// Compiles against the model kit and words the availability diagnostics for the run's
    /// deployment target; a kit that does not build is the harness's error, reported as the
    /// compile's. Takes a slot of `jobs` while the compiler runs.
    func compile(_ scenario: Scenario, _ settings: RunSettings) -> CompileResult {
        let compiler: ScenarioCompiler
        do {
            compiler = ScenarioCompiler(toolchain: toolchain, kit: try kits.kit(), cache: cache)
        } catch {
            return CompileResult(succeeded: false, diagnostics: [Diagnostic(severity: .error, message: "harness: the model kit did not build: \(error)")],
                                 key: "", seconds: 0)
        }
        let key = compiler.key(scenario, settings)
        let lock = compilesInFlight.withLock { table -> NSLock in
            if let lock = table[key] { return lock }
            let lock = NSLock()
            table[key] = lock
            return lock
        }
        lock.lock()
        slots.wait()
        let compiled = compiler.compile(scenario, settings)
        slots.signal()
        lock.unlock()
        return AvailabilityWording.apply(compiled, target: settings.platform.deploymentTarget)
    }

    private func observe(_ scenario: Scenario, _ settings: RunSettings) -> Observed {
        let scenario = scenario.forRun(settings)
        let compiled = compile(scenario, settings)
        var run: RunResult?
        if compiled.succeeded {
            slots.wait()
            run = runner.run(scenario, settings, compiled: compiled)
            slots.signal()
        }
        return Observed(run: ObservedReport.make(variant: settings.variant, scenario: scenario, compiled: compiled, run: run,
                                                       device: ScenarioRunner.plan(for: scenario, settings).device),
                        compileSeconds: compiled.seconds, runSeconds: run?.seconds ?? 0,
                        cached: compiled.cached && (run?.cached ?? true))
    }

    private func judge(_ observed: Observed, expected: ExpectedFile?, expectedPath: String, others: [String: ObservedRun]) -> VariantOutcome {
        let judgement: Judge.Judgement
        if let expected {
            let claims = expected.variants.first { $0.name == observed.run.variant }
            judgement = Judge.judge(observed: observed.run, expected: claims, fileXFail: expected.xfail,
                                    expectedPath: expectedPath, others: others)
        } else {
            judgement = Judge.Judgement(verdict: .missingExpectation, failures: [])
        }
        return VariantOutcome(variant: observed.run.variant, verdict: judgement.verdict, observed: observed.run, failures: judgement.failures,
                              knownFailureReason: judgement.knownFailureReason, compileSeconds: observed.compileSeconds,
                              runSeconds: observed.runSeconds, cached: observed.cached)
    }

    /// Loads the course and checks the scenarios that pass the filter, calling `progress` as each
    /// one finishes. Header errors become `error` outcomes; the rest of the course still runs.
    /// - Parameter only: when given, only the scenarios with these IDs (a shard's, `Sharding`).
    public func checkCourse(filter: ScenarioFilter = ScenarioFilter(), only: Set<String>? = nil,
                            progress: @escaping @Sendable (ScenarioOutcome) -> Void = { _ in }) -> [ScenarioOutcome] {
        let loaded = ScenarioLoader.load(root: root)
        var results: [ScenarioOutcome] = loaded.errors.filter { filter.matches(path: $0.path) && only?.contains($0.path) ?? true }.map { error in
            let outcome = ScenarioOutcome.error(id: error.path, path: error.path, message: error.description)
            progress(outcome)
            return outcome
        }
        let selected = loaded.scenarios.filter { filter.matches($0) && only?.contains($0.id) ?? true }
        // `jobs` workers take the next scenario until none is left (threads of their own, since
        // they block on the compiler).
        let outcomes = Locked([ScenarioOutcome?](repeating: nil, count: selected.count))
        let next = Locked(0)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, max(selected.count, 1)) {
            group.enter()
            Thread.detachNewThread {
                while true {
                    let index = next.withLock { value -> Int in defer { value += 1 }; return value }
                    guard index < selected.count else { break }
                    let outcome = self.check(selected[index])
                    outcomes.withLock { $0[index] = outcome }
                    progress(outcome)
                }
                group.leave()
            }
        }
        group.wait()
        results += outcomes.current.compactMap { $0 }
        return results
    }
}
