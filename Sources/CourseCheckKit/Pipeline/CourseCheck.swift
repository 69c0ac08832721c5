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
    /// The project's claim IDs (`expected/CLAIMS.md`); nil when the package has no catalog.
    let catalog: ClaimCatalog?
    /// Limits compiles and runs in flight to `jobs`, however many callers there are.
    private let slots: DispatchSemaphore
    /// The environment's settings (`Configuration`).
    public let configuration: Configuration

    /// Checks the configuration and the cache, and finds the toolchain. Throws `HarnessError` or
    /// `ConfigurationError` (both usage errors, exit status 2). The model kit is made (or reused
    /// from the cache) when a scenario first needs it.
    /// - Parameter configuration: nil: the process environment's (`Configuration.process`).
    public init(root: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cacheRoot: URL? = nil,
                configuration: Configuration? = nil) throws {
        self.root = root
        self.jobs = max(jobs, 1)
        let configuration = try configuration ?? Configuration.process.get()
        self.configuration = configuration
        // COURSECHECK_CACHE moves the cache (a benchmark's cold run, a shared CI cache).
        let configured = configuration.cacheFolder.map { URL(fileURLWithPath: $0) }
        cache = CacheStore(root: cacheRoot ?? configured ?? root.appendingPathComponent(".build/coursecheck"))
        try cache.prepare(named: cacheRoot == nil && configured != nil ? Configuration.cacheVariable.name : nil)
        // What killed processes left behind (their build and run folders) goes first.
        cache.removeStaleTemporaries()
        toolchain = try Toolchain.find(cache: cache, configuration: configuration)
        catalog = try ClaimCatalog.load(root: root)
        kits = ModelKitStore.shared(packageRoot: root, toolchain: toolchain, cache: cache)
        runner = ScenarioRunner(cache: cache, timeZone: configuration.timeZone)
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

    /// Checks one scenario: every run of it (or, with `variant`, that run and the runs its claims
    /// compare it with), compiled and run in parallel up to `jobs`.
    public func check(_ scenario: Scenario, variant: String? = nil) -> ScenarioOutcome {
        let start = Date()
        let expectedPath = ExpectedFile.path(for: scenario.id)
        var expected: ExpectedFile?
        var expectationProblem: String?
        let expectedURL = root.appendingPathComponent(expectedPath)
        func failure(_ error: ScenarioError) -> ScenarioOutcome {
            .error(id: scenario.id, path: scenario.path, message: error.description, claims: scenario.header.claims)
        }
        let headerPath = scenario.files.first { $0.contents.contains("claims:") }?.path ?? scenario.path
        if let catalog, case let unknown = catalog.unknown(scenario.header.claims), !unknown.isEmpty {
            return failure(ScenarioError(path: headerPath, line: scenario.header.claimsLine,
                                         message: "\(unknown.joined(separator: ", ")) \(unknown.count == 1 ? "is" : "are") not in \(ClaimCatalog.path): add the claim there, with what it claims"))
        }
        do {
            if let text = try TextFile.read(expectedURL, root: root, path: expectedPath) {
                expected = try ExpectedFile.parse(text, path: expectedPath)
            } else {
                expectationProblem = "no expected file: write \(expectedPath) from the lesson text (docs/AUTHORING.md; `swift run coursecheck record \(scenario.id)` shows what the model observes)"
            }
        } catch let error as ScenarioError {
            return failure(error)
        } catch {
            return .error(id: scenario.id, path: scenario.path, message: "\(expectedPath): \(error)", claims: scenario.header.claims)
        }
        if let expected {
            if Set(expected.claims) != Set(scenario.header.claims) {
                return failure(ScenarioError(path: expectedPath, line: expected.claimsLine,
                                             message: "the expected file claims \(expected.claims.joined(separator: ", ")) but its scenario's header (\(headerPath):\(scenario.header.claimsLine)) claims \(scenario.header.claims.joined(separator: ", ")): they must name the same claims"))
            }
            let runNames = Set(scenario.runs.map(\.variant))
            if let stray = expected.variants.first(where: { !runNames.contains($0.name) }) {
                return .error(id: scenario.id, path: scenario.path,
                              message: "\(expectedPath):\(stray.line): the scenario has no variant `\(stray.name)` (it has: \(scenario.runs.map(\.variant).joined(separator: ", ")))",
                              claims: scenario.header.claims)
            }
            let names = expected.variants.map(\.name)
            if let twice = expected.variants.first(where: { variant in names.filter { $0 == variant.name }.count > 1 && expected.variants.first { $0.name == variant.name }!.line != variant.line }) {
                return failure(ScenarioError(path: expectedPath, line: twice.line, message: "a second `== variant \(twice.name)` block: claim each run once"))
            }
        }

        // The runs to make: all, or the one asked for and those its claims compare it with.
        var wanted = Set(scenario.runs.map(\.variant))
        if let variant {
            let references = expected?.variants.first { $0.name == variant }?.sections.compactMap(\.sameAsVariant) ?? []
            wanted = Set([variant] + references)
        }
        let runs = scenario.runs.filter { wanted.contains($0.variant) }
        let observations = Locked([Observed?](repeating: nil, count: runs.count))
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            let observed = observe(scenario, runs[index])
            observations.withLock { $0[index] = observed }
        }
        let observed = observations.current.compactMap { $0 }
        let byVariant = Dictionary(observed.map { ($0.run.variant, $0.run) }, uniquingKeysWith: { a, _ in a })
        let variants = observed.filter { variant == nil || $0.run.variant == variant }
            .map { judge($0, expected: expected, expectedPath: expectedPath, others: byVariant) }
        var verdict = variants.map(\.verdict).max() ?? .error
        if expected == nil { verdict = .missingExpectation }
        return ScenarioOutcome(id: scenario.id, path: scenario.path, title: scenario.header.title, question: scenario.header.question,
                               claims: expected?.claims ?? scenario.header.claims, verdict: verdict, variants: variants,
                               message: expectationProblem, seconds: Date().timeIntervalSince(start))
    }

    /// The same, for async callers (a test): compiling blocks, so the work runs on a thread of its
    /// own rather than on Swift concurrency's cooperative pool, which it would starve.
    public func check(_ scenario: Scenario, variant: String? = nil) async -> ScenarioOutcome {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.check(scenario, variant: variant)) }
        }
    }

    /// One run's observation, with what it cost.
    private struct Observed {
        var run: ObservedRun
        var compileSeconds: Double
        var runSeconds: Double
        var cached: Bool
        /// Wall time in this process.
        var seconds: Double
        var isolation: Isolation?
        var compileIsolation: Isolation?
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
            compiler = ScenarioCompiler(toolchain: toolchain, kit: try kits.kit(), cache: cache, checkout: root,
                                        compileLog: configuration.compileLog.map { URL(fileURLWithPath: $0) })
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
        let start = Date()
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
                        cached: compiled.cached && (run?.cached ?? true), seconds: Date().timeIntervalSince(start),
                        isolation: run?.isolation, compileIsolation: compiled.isolation)
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
                              knownFailureReason: judgement.knownFailureReason, unmet: judgement.unmet, compileSeconds: observed.compileSeconds,
                              runSeconds: observed.runSeconds, cached: observed.cached, seconds: observed.seconds,
                              isolation: observed.isolation, compileIsolation: observed.compileIsolation)
    }

    /// `coursecheck clean`: with no filter, the whole cache; else the compiles and runs of the
    /// scenarios it selects (every variant), so that the next check makes them again. Returns
    /// how many entries were removed.
    public func clean(filter: ScenarioFilter? = nil) throws -> Int {
        guard let filter else {
            let count = CacheStore.Kind.allCases.map { cache.keys(kind: $0).count }.reduce(0, +)
            let aside = cache.root.deletingLastPathComponent().appendingPathComponent(".\(cache.root.lastPathComponent)-removed-\(UUID().uuidString)")
            if rename(cache.root.path, aside.path) == 0 { try FileManager.default.removeItem(at: aside) }
            return count
        }
        let compiler = ScenarioCompiler(toolchain: toolchain, kit: try kits.kit(), cache: cache, checkout: root)
        var removed = 0
        for scenario in ScenarioLoader.load(root: root).scenarios where filter.matches(scenario) {
            for settings in scenario.runs {
                let forRun = scenario.forRun(settings)
                let compileKey = compiler.key(forRun, settings)
                for (key, kind) in [(compileKey, CacheStore.Kind.scenarios), (runner.key(forRun, settings, compiledKey: compileKey), .runs)]
                    where FileManager.default.fileExists(atPath: cache.directory(for: key, kind: kind).path) {
                    cache.remove(key: key, kind: kind)
                    removed += 1
                }
            }
        }
        return removed
    }

    /// Loads the course and checks the scenarios that pass the filter, calling `progress` as each
    /// one finishes. Header errors become `error` outcomes; the rest of the course still runs.
    /// - Parameter only: when given, only the scenarios with these IDs (a shard's, `Sharding`).
    public func checkCourse(filter: ScenarioFilter = ScenarioFilter(), only: Set<String>? = nil,
                            progress: @escaping @Sendable (ScenarioOutcome) -> Void = { _ in }) -> [ScenarioOutcome] {
        let loaded = ScenarioLoader.load(root: root)
        let strays = ScenarioLoader.strayExpectedFiles(root: root, loaded: loaded)
        var results: [ScenarioOutcome] = (loaded.errors + strays).filter { filter.matches(path: $0.path) && only?.contains($0.path) ?? true }.map { error in
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
