import CourseCheckKit
import Foundation

/// `coursecheck`: checks the course's claims. See `coursecheck --help`.
let usage = """
USAGE: coursecheck [check] [FILTER…] [--jobs N] [--format text|json] [--junit FILE] [--svg DIR] [--verbose]
       coursecheck record [FILTER…]     write expected/….txt.new from what is observed, for review
       coursecheck accept [FILTER…]     promote reviewed .txt.new files over their .txt
       coursecheck list [FILTER…]       list the scenarios and the claims they cover
       coursecheck merge-junit OUT IN…  merge the JUnit files of the shards of one check into OUT
       coursecheck convert-availability [--write]
                                        rewrite the model's `#if IOS_<k>_OR_LATER` declarations as
                                        availability data (docs/SCENARIOS.md, "Availability")

FILTER  a claim ID (L46-E1), a lesson prefix of IDs (L46), or part of a scenario's path.

OPTIONS
  --jobs N         compile and run up to N scenarios at once (default: the number of cores)
  --format FORMAT  text (default) or json (every observation, on standard output)
  --junit FILE     also write a JUnit XML report to FILE
  --svg DIR        also draw every run's screen after each step as a picture:
                   DIR/<lesson>/<question>[-variant]-<step>.svg
  --verbose        show the full observation of every scenario, not only of failing ones
  --shard I/N      check only the I-th of N even parts of the course (by past timings, see
                   --shard-timings); the same commit gives every shard the same split
  --shard-timings FILE
                   the timings the split is weighed by (default: .ci/timings.json if present)
  --save-timings FILE
                   write what each checked scenario cost into FILE (merged with what it holds)
  --timings        print what the run cost on standard error: wall time, the harness's own CPU
                   time and its share of the wall time, the children's CPU time, peak memory
  --help           show this text

EXIT STATUS  0 every claim holds · 1 a claim does not hold · 2 usage or harness error
"""

/// What `--format` asks for.
enum OutputFormat: String {
    case text, json
}

struct Options {
    var command = "check"
    var filters: [String] = []
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var format = OutputFormat.text
    var junit: String?
    var svg: String?
    var verbose = false
    var timings = false
    var write = false
    var shard: Sharding.Shard?
    var shardTimings: String?
    var saveTimings: String?
}

func parseOptions(_ arguments: [String]) throws -> Options {
    var options = Options()
    var rest = arguments[...]
    if let first = rest.first, ["check", "record", "accept", "list", "convert-availability", "merge-junit"].contains(first) {
        options.command = first
        rest = rest.dropFirst()
    }
    while let argument = rest.popFirst() {
        switch argument {
        case "--help", "-h":
            print(usage)
            exit(0)
        case "--jobs", "-j":
            guard let value = rest.popFirst(), let jobs = Int(value), jobs > 0 else { throw HarnessError("--jobs needs a positive number") }
            options.jobs = jobs
        case "--format":
            guard let value = rest.popFirst(), let format = OutputFormat(rawValue: value) else { throw HarnessError("--format is text or json") }
            options.format = format
        case "--junit":
            guard let value = rest.popFirst() else { throw HarnessError("--junit needs a file name") }
            options.junit = value
        case "--svg":
            guard let value = rest.popFirst() else { throw HarnessError("--svg needs a folder") }
            options.svg = value
        case "--verbose", "-v":
            options.verbose = true
        case "--timings":
            options.timings = true
        case "--write":
            options.write = true
        case "--shard":
            guard let value = rest.popFirst(), let shard = Sharding.Shard(value) else { throw HarnessError("--shard is I/N, 1 ≤ I ≤ N") }
            options.shard = shard
        case "--shard-timings":
            guard let value = rest.popFirst() else { throw HarnessError("--shard-timings needs a file") }
            options.shardTimings = value
        case "--save-timings":
            guard let value = rest.popFirst() else { throw HarnessError("--save-timings needs a file") }
            options.saveTimings = value
        default:
            if argument.hasPrefix("-") { throw HarnessError("unknown option \(argument)") }
            options.filters.append(argument)
        }
    }
    return options
}

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func main() -> Int32 {
    let options: Options
    do { options = try parseOptions(Array(CommandLine.arguments.dropFirst())) } catch {
        standardError("coursecheck: \(error)\n\n\(usage)")
        return 2
    }
    guard let root = CourseCheck.findRoot(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else {
        standardError("coursecheck: run me inside the course package (a folder with Package.swift and lessons/)")
        return 2
    }
    let filter = ScenarioFilter(options.filters)

    if options.command == "accept" {
        do {
            let accepted = try Recorder.accept(root: root, filter: filter)
            print(accepted.isEmpty ? "nothing pending" : accepted.map { "accepted \($0)" }.joined(separator: "\n"))
            return 0
        } catch {
            standardError("coursecheck: \(error)")
            return 2
        }
    }
    if options.command == "merge-junit" {
        guard let output = options.filters.first, options.filters.count > 1 else {
            standardError("coursecheck: merge-junit needs an output file and one or more input files")
            return 2
        }
        do {
            let reports = try options.filters.dropFirst().map { try String(contentsOfFile: $0, encoding: .utf8) }
            try JUnitMerge.merge(reports).write(toFile: output, atomically: true, encoding: .utf8)
            return 0
        } catch {
            standardError("coursecheck: \(error)")
            return 2
        }
    }
    if options.command == "convert-availability" {
        do {
            let folders = ModelKit.librarySourceFolders(packageRoot: root)
            let (report, leftAlone, converted) = try AvailabilityConversion.convertFiles(in: folders, write: options.write)
            report.forEach { print($0) }
            print("\(converted) block\(converted == 1 ? "" : "s") \(options.write ? "converted" : "to convert (run with --write)"), \(leftAlone) left alone")
            return leftAlone == 0 && (options.write || converted == 0) ? 0 : 1
        } catch {
            standardError("coursecheck: \(error)")
            return 2
        }
    }
    if options.command == "list" {
        let loaded = ScenarioLoader.load(root: root)
        for scenario in loaded.scenarios where filter.matches(scenario) {
            print("\(scenario.id)  [\(scenario.header.claims.joined(separator: ", "))]  \(scenario.header.title)")
        }
        for error in loaded.errors { standardError("error: \(error)") }
        return loaded.errors.isEmpty ? 0 : 2
    }

    let start = Date()
    let check: CourseCheck
    do {
        if options.format == .text { standardError("Making the model kit (once for every iOS release) if the cache has none…") }
        check = try CourseCheck(root: root, jobs: options.jobs)
    } catch {
        standardError("coursecheck: \(error)")
        return 2
    }
    let showProgress = options.format == .text
    var only: Set<String>?
    if let shard = options.shard {
        let timingsFile = options.shardTimings.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".ci/timings.json")
        let loaded = ScenarioLoader.load(root: root)
        let ids = loaded.scenarios.filter { filter.matches($0) }.map(\.id) + loaded.errors.filter { filter.matches(path: $0.path) }.map(\.path)
        only = Set(Sharding.partition(ids, timings: Sharding.readTimings(timingsFile), count: shard.count)[shard.index - 1])
    }
    let outcomes = check.checkCourse(filter: filter, only: only) { outcome in
        if showProgress { standardError(TextReport.progressLine(outcome)) }
    }.sorted { $0.id < $1.id }
    let seconds = Date().timeIntervalSince(start)
    if showProgress {
        if let kit = check.kit {
            let cost = kit.buildSeconds.map { "\(kit.madeFrom?.rawValue ?? "made") in \(String(format: "%.1f", $0)) s" } ?? "from the cache"
            standardError("model kit (every iOS release): \(cost)")
        }
    }

    if options.command == "record" {
        for outcome in outcomes where !outcome.variants.isEmpty {
            do { print("wrote \(try Recorder.record(outcome, root: root))") } catch { standardError("coursecheck: \(error)") }
        }
        print("Check each pending file against the lesson text, then `swift run coursecheck accept`.")
        return 0
    }

    switch options.format {
    case .json:
        print(JSONReport.render(outcomes))
    case .text:
        for outcome in outcomes where options.verbose || !outcome.verdict.isSuccess {
            print(TextReport.render(outcome))
            print()
        }
        print(TextReport.summary(outcomes, seconds: seconds))
    }
    if let junit = options.junit {
        do { try JUnitReport.render(outcomes, seconds: seconds).write(toFile: junit, atomically: true, encoding: .utf8) } catch {
            standardError("coursecheck: cannot write \(junit): \(error)")
            return 2
        }
    }
    if let svg = options.svg {
        do {
            let written = try ScreenPicture.write(outcomes, to: URL(fileURLWithPath: svg))
            if showProgress { standardError("wrote \(written.count) picture\(written.count == 1 ? "" : "s") of the screen under \(svg)") }
        } catch {
            standardError("coursecheck: cannot write pictures under \(svg): \(error)")
            return 2
        }
    }
    if filter.terms.isEmpty == false, outcomes.isEmpty {
        standardError("coursecheck: no scenario matches \(options.filters.joined(separator: " "))")
        return 2
    }
    if let file = options.saveTimings {
        do { try Sharding.writeTimings(outcomes, to: URL(fileURLWithPath: file)) } catch {
            standardError("coursecheck: cannot write \(file): \(error)")
            return 2
        }
    }
    if options.timings {
        let runs = outcomes.flatMap(\.variants)
        standardError(ResourceUsage.now().line(wallSeconds: Date().timeIntervalSince(start))
                      + " runs=\(runs.count) made-now=\(runs.filter { !$0.cached }.count)")
    }
    return outcomes.allSatisfy { $0.verdict.isSuccess } ? 0 : 1
}

exit(main())
