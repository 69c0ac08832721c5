import CourseCheckKit
import Foundation

/// `check` (and `record`, which checks and then writes what it observed for the scenarios that do
/// not pass): compile, run and judge the selected scenarios, then report.
struct CheckCommand {
    let command: ParsedCommand
    let root: URL

    func run() -> Int32 {
        let loaded = ScenarioLoader.load(root: root)
        let selected: [Scenario]
        switch Selection.scenarios(command.arguments, loaded: loaded) {
        case .success(let scenarios): selected = scenarios
        case .failure(let message):
            Terminal.error("coursecheck: \(message)\nSee 'coursecheck help \(command.name)'.")
            return 2
        }
        let json = command.value("format") == "json"
        let start = Date()
        let check: CourseCheck
        do {
            check = try CourseCheck(root: root, jobs: command.value("jobs").flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
        let filter = ScenarioFilter(command.arguments)
        let errors = loaded.errors.filter { error in filter.terms.isEmpty || filter.terms.contains { error.path.contains($0) } }
        var only: Set<String>?
        if let shard = command.value("shard").flatMap(Sharding.Shard.init) {
            let timingsFile = command.value("shard-timings").map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".ci/timings.json")
            let ids = selected.map(\.id) + errors.map(\.path)
            only = Set(Sharding.partition(ids, timings: Sharding.readTimings(timingsFile), count: shard.count)[shard.index - 1])
        }
        // In GitHub Actions, what follows is logged, not obeyed: the report quotes programs'
        // output. Commands resume for the harness's own annotations.
        let github = command.has("github") || check.configuration.githubActions
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
        let total = only?.count ?? selected.count + errors.count
        if !json { Terminal.error("Checking \(TextReport.count(total, "scenario")); the model kit is made first if the cache has none…") }
        let progress = json ? nil : Progress(total: total)
        let outcomes = check.checkCourse(filter: filter, only: only) { progress?.finished($0) }.sorted { $0.id < $1.id }
        let seconds = Date().timeIntervalSince(start)
        if !json, let kit = check.kit {
            let cost = kit.buildSeconds.map { "\(kit.madeFrom?.rawValue ?? "made") in \(String(format: "%.1f", $0)) s" } ?? "from the cache"
            Terminal.error("model kit (every iOS release): \(cost)")
        }
        if let file = command.value("save-timings") {
            do { try Sharding.writeTimings(outcomes, to: URL(fileURLWithPath: file)) } catch {
                Terminal.error("coursecheck: cannot write \(file): \(error)")
                return 2
            }
        }
        if command.has("timings") {
            let runs = outcomes.flatMap(\.variants)
            Terminal.error(ResourceUsage.now().line(wallSeconds: Date().timeIntervalSince(start))
                           + " runs=\(runs.count) made-now=\(runs.filter { !$0.cached }.count)")
        }
        // Scenarios that could not be compiled or run because the cache stopped taking writes
        // (a disk that filled up) are the harness's failure, said once.
        if !outcomes.allSatisfy(\.verdict.isSuccess), let broken = check.cache.stillWritable() {
            Terminal.error("coursecheck: \(broken)")
            return 2
        }
        if command.name == "record" { return record(outcomes) }

        if json {
            print(JSONReport.render(outcomes))
        } else {
            for outcome in outcomes where command.has("verbose") || !outcome.verdict.isSuccess {
                print(TextReport.render(outcome))
                print()
            }
            print(TextReport.summary(outcomes, seconds: seconds))
            if let isolation = TextReport.isolationLine(outcomes) { print(isolation) }
            warnAboutPendingFiles()
        }
        if github {
            resumeCommands()
            GitHubAnnotations.render(outcomes).forEach { print($0) }
        }
        if let path = command.value("junit") {
            do { try JUnitReport.render(outcomes, seconds: seconds).write(toFile: path, atomically: true, encoding: .utf8) } catch {
                Terminal.error("coursecheck: cannot write \(path): \(error)")
                return 2
            }
        }
        if let directory = command.value("svg") {
            do {
                let written = try ScreenPicture.write(outcomes, to: URL(fileURLWithPath: directory))
                if !json { Terminal.error("wrote \(TextReport.count(written.count, "picture")) of the screen under \(directory)") }
            } catch {
                Terminal.error("coursecheck: cannot write pictures under \(directory): \(error)")
                return 2
            }
        }
        if let directory = command.value("html") {
            do {
                let written = try HTMLReport.write(.init(outcomes: outcomes, scenarios: selected, root: root), to: URL(fileURLWithPath: directory))
                if !json { Terminal.error("wrote \(TextReport.count(written.count, "page")) under \(directory): open \(directory)/index.html") }
            } catch {
                Terminal.error("coursecheck: cannot write the report under \(directory): \(error)")
                return 2
            }
        }
        return outcomes.allSatisfy { $0.verdict.isSuccess } ? 0 : 1
    }

    private func record(_ outcomes: [ScenarioOutcome]) -> Int32 {
        let all = command.has("all")
        var wrote = 0
        for outcome in outcomes where Recorder.needsRecording(outcome, all: all) {
            do {
                print("wrote \(try Recorder.record(outcome, root: root))")
                wrote += 1
            } catch {
                Terminal.error("coursecheck: \(error)")
            }
        }
        let passing = outcomes.filter { $0.verdict == .pass }.count
        if wrote == 0 {
            print("nothing to record: \(passing == outcomes.count ? "every selected scenario passes" : "no scenario ran") (record --all records passing ones too)")
        } else {
            print("Check each pending file against the lesson text, then `swift run coursecheck review` (or accept).")
        }
        return 0
    }

    private func warnAboutPendingFiles() {
        let pending = Recorder.pending(root: root)
        guard !pending.isEmpty else { return }
        let stale = pending.filter { $0.scenario == nil }
        Terminal.error("note: \(TextReport.count(pending.count, "pending expected file")) (.txt.new) wait for review: `coursecheck pending`"
            + (stale.isEmpty ? "" : "; \(stale.count) of them stale (no scenario): \(stale.map(\.path).joined(separator: ", "))"))
    }
}

/// `list`: the selected scenarios and the claims they cover.
enum ListCommand {
    static func run(_ command: ParsedCommand, root: URL) -> Int32 {
        let loaded = ScenarioLoader.load(root: root)
        switch Selection.scenarios(command.arguments, loaded: loaded) {
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
