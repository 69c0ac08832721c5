/// The command line, declared once: each command with its summary, its arguments and its own
/// options. The parser (`CommandParser`) and the help (`CommandHelp`) both read this table, as
/// swift-argument-parser's tools read their declarations.
public struct CommandSpec: Sendable {
    public struct Option: Sendable {
        public var name: String
        /// The value's name (`N`, `FILE`); nil for a flag.
        public var value: String?
        public var help: String
        public var short: Character? = nil
    }

    public var name: String
    public var summary: String
    /// `[FILTER…]`, `ID`, `LESSON SLUG`.
    public var arguments: String
    public var argumentCount: ClosedRange<Int>
    public var options: [Option]
    public var discussion: String = ""

    static let filterHelp = "FILTER  a claim ID (L46-E1), a lesson prefix of IDs (L46), or part of a scenario's path or ID"

    static let jobs = Option(name: "jobs", value: "N", help: "compile and run up to N scenarios at once (default: the number of cores)", short: "j")
    static let verbose = Option(name: "verbose", value: nil, help: "show the full observation of every scenario, not only of failing ones", short: "v")

    /// Options of every command that checks scenarios.
    static let runOptions: [Option] = [
        Option(name: "shard", value: "I/N", help: "check only the I-th of N even parts of the course (by past timings); every shard of a commit computes the same split"),
        Option(name: "shard-timings", value: "FILE", help: "the timings the split is weighed by (default: .ci/timings.json if present)"),
        Option(name: "save-timings", value: "FILE", help: "write what each checked scenario cost into FILE (merged with what it holds)"),
        Option(name: "timings", value: nil, help: "print what the run cost on standard error: wall time, the harness's own CPU share, the children's CPU time, peak memory"),
    ]

    public static let all: [CommandSpec] = [
        CommandSpec(name: "check", summary: "check the claims of the selected scenarios (the default command)",
                    arguments: "[FILTER…]", argumentCount: 0...Int.max, options: [
                        jobs,
                        Option(name: "format", value: "text|json", help: "text (default), or json: every observation, on standard output"),
                        Option(name: "junit", value: "FILE", help: "also write a JUnit XML report to FILE"),
                        Option(name: "svg", value: "DIR", help: "also draw every run's screen after each step: DIR/<lesson>/<question>[-variant]-<step>.svg"),
                        Option(name: "html", value: "DIR", help: "also write a report to look at: DIR/index.html, a page per lesson, the coverage page"),
                        Option(name: "github", value: nil, help: "also print GitHub Actions annotations (on by default when GITHUB_ACTIONS is set)"),
                        verbose,
                    ] + runOptions, discussion: filterHelp),
        CommandSpec(name: "list", summary: "list the scenarios and the claims they cover",
                    arguments: "[FILTER…]", argumentCount: 0...Int.max, options: [], discussion: filterHelp),
        CommandSpec(name: "show", summary: "one question: its code, the lesson's answer, what was observed, and a text picture of the screen",
                    arguments: "ID", argumentCount: 1...1, options: [jobs], discussion: "ID  a claim ID (L8-F13) or a scenario's ID or path"),
        CommandSpec(name: "new", summary: "start a scenario: lessons/LESSON/SLUG.swift with a header, and its expected file to fill in",
                    arguments: "LESSON SLUG", argumentCount: 2...2, options: [
                        Option(name: "claims", value: "IDS", help: "the claim IDs it checks, separated by commas (default: to fill in)"),
                    ], discussion: "LESSON  a folder under lessons/ (made if missing) · SLUG  the question's name, e.g. F13-double-in-literal"),
        CommandSpec(name: "record", summary: "write expected/….txt.new from what is observed, for scenarios that fail or have no expected file",
                    arguments: "[FILTER…]", argumentCount: 0...Int.max, options: [
                        jobs,
                        Option(name: "all", value: nil, help: "record every selected scenario, passing ones too"),
                    ] + runOptions, discussion: filterHelp + "\nNever touches a .txt: check each pending file against the lesson, then `review` or `accept` it."),
        CommandSpec(name: "review", summary: "walk through pending .txt.new files one by one: see each as a diff, then accept, reject or skip it",
                    arguments: "[FILTER…]", argumentCount: 0...Int.max, options: [], discussion: filterHelp),
        CommandSpec(name: "accept", summary: "show what each pending .txt.new replaces, then move it over its .txt",
                    arguments: "[FILTER…]", argumentCount: 0...Int.max, options: [], discussion: filterHelp),
        CommandSpec(name: "reject", summary: "delete pending .txt.new files",
                    arguments: "[FILTER…]", argumentCount: 0...Int.max, options: [], discussion: filterHelp),
        CommandSpec(name: "pending", summary: "list the pending .txt.new files, and stale ones (no scenario)",
                    arguments: "", argumentCount: 0...0, options: []),
        CommandSpec(name: "clean", summary: "empty the cache, or remove the selected scenarios' compiles and runs from it",
                    arguments: "[FILTER…]", argumentCount: 0...Int.max, options: [],
                    discussion: filterHelp + "\nWithout a filter the whole cache goes (COURSECHECK_CACHE, default .build/coursecheck), the model kit too."),
        CommandSpec(name: "merge-junit", summary: "merge the JUnit files of the shards of one check into one",
                    arguments: "OUT IN…", argumentCount: 2...Int.max, options: []),
        CommandSpec(name: "convert-availability", summary: "rewrite the model's `#if IOS_<k>_OR_LATER` declarations as availability data",
                    arguments: "", argumentCount: 0...0, options: [
                        Option(name: "write", value: nil, help: "rewrite the files (without it, only list what would change)"),
                    ], discussion: "See docs/SCENARIOS.md, \"Availability\"."),
        CommandSpec(name: "surface", summary: "measure the model's declarations against Apple's (docs/api-inventory): coverage per family and iOS release",
                    arguments: "", argumentCount: 0...0, options: [
                        Option(name: "write", value: nil, help: "also write the work lists docs/api-inventory/missing.tsv and ranked-missing.tsv"),
                        Option(name: "disagreements", value: nil, help: "also list every declaration whose signature or availability differs from Apple's"),
                        Option(name: "write-availability", value: nil, help: "write Apple's introduction and deprecation above each model declaration that has none (except those docs/api-inventory/availability-not-written.txt lists)"),
                        Option(name: "known-differences", value: nil, help: "print the unexplained disagreements as lines for docs/api-inventory/known-differences.tsv, with their reasons, to review"),
                    ], discussion: "Exit status 1 when a declaration disagrees with Apple's and docs/api-inventory/known-differences.tsv does not explain it."),
        CommandSpec(name: "help", summary: "show this help, or a command's",
                    arguments: "[COMMAND]", argumentCount: 0...1, options: []),
    ]

    public static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}
