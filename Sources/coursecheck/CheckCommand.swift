import CourseCheckKit
import Foundation

/// What `check` and `record` share: load the course, select the scenarios (and the shard), make
/// the model kit, compile, run and judge them with progress on standard error.
struct CourseRun {
    var outcomes: [ScenarioOutcome]
    var selected: [Scenario]
    var seconds: Double

    /// nil after saying why on standard error (the exit status is 2).
    static func make(filters: [String], run options: RunOptions, quiet: Bool, root: URL) -> CourseRun? {
        let loaded = ScenarioLoader.load(root: root)
        let selected: [Scenario]
        switch Selection.scenarios(filters, loaded: loaded) {
        case .success(let scenarios): selected = scenarios
        case .failure(let message):
            Terminal.error("coursecheck: \(message)\nSee 'coursecheck help'.")
            return nil
        }
        let start = Date()
        let check: CourseCheck
        do {
            check = try CourseCheck(root: root, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            Terminal.error("coursecheck: \(error)")
            return nil
        }
        let filter = ScenarioFilter(filters)
        let errors = loaded.errors.filter { error in filter.terms.isEmpty || filter.terms.contains { error.path.contains($0) } }
        var only: Set<String>?
        if let shard = options.shard {
            let timingsFile = options.shardTimings.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".ci/timings.json")
            let ids = selected.map(\.id) + errors.map(\.path)
            only = Set(Sharding.partition(ids, timings: Sharding.readTimings(timingsFile), count: shard.count)[shard.index - 1])
        }
        let total = only?.count ?? selected.count + errors.count
        if !quiet { Terminal.error("Checking \(TextReport.count(total, "scenario")); the model kit is made first if the cache has none…") }
        let progress = quiet ? nil : Progress(total: total)
        let outcomes = check.checkCourse(filter: filter, only: only) { progress?.finished($0) }.sorted(naturallyBy: \.id)
        let seconds = Date().timeIntervalSince(start)
        if !quiet, let kit = check.kit {
            let cost = kit.buildSeconds.map { "\(kit.madeFrom?.rawValue ?? "made") in \(String(format: "%.1f", $0)) s" } ?? "from the cache"
            Terminal.error("model kit (every iOS release): \(cost)")
        }
        if let file = options.saveTimings {
            do { try Sharding.writeTimings(outcomes, to: URL(fileURLWithPath: file)) } catch {
                Terminal.error("coursecheck: cannot write \(file): \(error)")
                return nil
            }
        }
        if options.timings {
            let runs = outcomes.flatMap(\.variants)
            Terminal.error(ResourceUsage.now().line(wallSeconds: Date().timeIntervalSince(start))
                           + " runs=\(runs.count) made-now=\(runs.filter { !$0.cached }.count)")
        }
        // Scenarios that could not be compiled or run because the cache stopped taking writes
        // (a disk that filled up) are the harness's failure, said once.
        if !outcomes.allSatisfy(\.verdict.isSuccess), let broken = check.cache.stillWritable() {
            Terminal.error("coursecheck: \(broken)")
            return nil
        }
        return CourseRun(outcomes: outcomes, selected: selected, seconds: seconds)
    }
}

/// `check`: compile, run and judge the selected scenarios, then report: what does not hold first.
struct CheckCommand {
    let options: CheckOptions
    let root: URL

    func run() -> Int32 {
        let json = options.format == .json
        // In GitHub Actions, what follows is logged, not obeyed: the report quotes programs'
        // output. Commands resume for the harness's own annotations.
        let github = options.github || Configuration.current.githubActions
        let commandsToken = UUID().uuidString
        var stopped = false
        func resumeCommands() {
            guard stopped else { return }
            print(GitHubAnnotations.resumeCommands(token: commandsToken))
            stopped = false
        }
        // Whatever way the command ends, the next program in the job's step gets commands back.
        defer { resumeCommands() }
        // JSON quotes every line break, so nothing in it can start a command: it stays pure JSON.
        if github, !json {
            print(GitHubAnnotations.stopCommands(token: commandsToken))
            fflush(nil)
            stopped = true
        }
        guard let course = CourseRun.make(filters: options.filters, run: options.run, quiet: json, root: root) else { return 2 }
        let outcomes = course.outcomes
        let summary = CheckSummary(outcomes, seconds: course.seconds)
        if json {
            print(JSONReport.render(outcomes, summary: summary))
        } else {
            for outcome in outcomes where options.verbose || !outcome.verdict.isSuccess {
                print(TextReport.render(outcome, verbose: options.verbose))
                print()
            }
            print(TextReport.summary(summary))
            TextReport.isolationLines(summary).forEach { print($0) }
            warnAboutPendingFiles()
        }
        if github {
            resumeCommands()
            GitHubAnnotations.render(outcomes).forEach { print($0) }
        }
        if let path = options.junit {
            do { try JUnitReport.render(outcomes, seconds: course.seconds).write(toFile: path, atomically: true, encoding: .utf8) } catch {
                Terminal.error("coursecheck: cannot write \(path): \(error)")
                return 2
            }
        }
        if let directory = options.svg {
            do {
                let written = try ScreenPicture.write(outcomes, to: URL(fileURLWithPath: directory))
                if !json { Terminal.error("wrote \(TextReport.count(written.count, "picture")) of the screen under \(directory)") }
            } catch {
                Terminal.error("coursecheck: cannot write pictures under \(directory): \(error)")
                return 2
            }
        }
        if let directory = options.html {
            do {
                let written = try HTMLReport.write(.init(outcomes: outcomes, scenarios: course.selected, root: root), to: URL(fileURLWithPath: directory))
                if !json { Terminal.error("wrote \(TextReport.count(written.count, "page")) under \(directory): open \(directory)/index.html") }
            } catch {
                Terminal.error("coursecheck: cannot write the report under \(directory): \(error)")
                return 2
            }
        }
        return summary.exitStatus
    }

    private func warnAboutPendingFiles() {
        let pending = Recorder.pending(root: root)
        guard !pending.isEmpty else { return }
        let stale = pending.filter { $0.scenario == nil }
        Terminal.error("note: \(TextReport.count(pending.count, "pending expected file")) (.txt.new) wait for review: `coursecheck pending`"
            + (stale.isEmpty ? "" : "; \(stale.count) of them stale (no scenario): \(stale.map(\.path).joined(separator: ", "))"))
    }
}

/// `record`: check, then write a proposal (`RecordProposal`) for each scenario that does not pass.
struct RecordCommand {
    let options: RecordOptions
    let root: URL

    func run() -> Int32 {
        guard let course = CourseRun.make(filters: options.filters, run: options.run, quiet: false, root: root) else { return 2 }
        var wrote = 0
        for outcome in course.outcomes {
            if outcome.verdict == .knownFailure, !options.filters.isEmpty {
                print("\(outcome.id): a known failure; its claims are the lesson's and wait for the model: not recorded")
            }
            guard Recorder.needsRecording(outcome, all: options.all) else { continue }
            let proposal = Recorder.proposal(outcome, root: root, all: options.all)
            do {
                if let path = try Recorder.record(proposal, for: outcome, root: root) {
                    print("wrote \(path)")
                    wrote += 1
                } else {
                    print("\(outcome.id): nothing to propose")
                }
            } catch {
                Terminal.error("coursecheck: \(error)")
            }
            proposal.notes.forEach { print("  note: \($0)") }
        }
        let passing = course.outcomes.filter { $0.verdict == .pass }.count
        if wrote == 0 {
            print("nothing recorded: \(passing == course.outcomes.count ? "every selected scenario passes" : "no proposal to make") (record --all records passing ones too)")
        } else {
            print("Check each proposal against the lesson text, then `swift run coursecheck review` (or accept).")
        }
        return 0
    }
}

/// `list`: the selected scenarios and the claims they cover.
enum ListCommand {
    static func run(_ filters: [String], root: URL) -> Int32 {
        let loaded = ScenarioLoader.load(root: root)
        switch Selection.scenarios(filters, loaded: loaded) {
        case .failure(let message):
            Terminal.error("coursecheck: \(message)\nSee 'coursecheck help list'.")
            return 2
        case .success(let scenarios):
            for scenario in scenarios {
                print("\(scenario.id)  [\(scenario.header.claims.joined(separator: ", "))]  \(scenario.header.title)")
            }
        }
        for error in loaded.errors { Terminal.error("\(error.path):\(error.line): error: \(error.message)") }
        return loaded.errors.isEmpty ? 0 : 2
    }
}
