/// The command line, declared once: each command with its summary, its arguments and its options,
/// each option with its help and the typed property its value goes to (as swift-argument-parser's
/// `@Option` and `@Flag` declare both). The parser (`CommandParser`), the help (`CommandHelp`)
/// and the "did you mean" suggestions all read this table.
public struct CommandSpec {
    /// An option as the parser and the help see it.
    public struct Option: Equatable, Sendable {
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
    public var discussion: String
    /// Decodes the arguments and the options given (by name, in order) into the command; a
    /// message when a value is not what its option takes.
    let decode: ([String], [(name: String, value: String)]) -> Result<Command, CommandParser.Failure>

    /// A command whose options decode into `Options`.
    static func command<Options>(_ name: String, _ summary: String, arguments: String = "", count: ClosedRange<Int> = 0...0,
                                 discussion: String = "", options: [Declared<Options>] = [], initial: Options,
                                 make: @escaping (Options, [String]) -> Command) -> CommandSpec {
        CommandSpec(name: name, summary: summary, arguments: arguments, argumentCount: count, options: options.map(\.option),
                    discussion: discussion) { words, given in
            var decoded = initial
            for (optionName, value) in given {
                guard let declared = options.first(where: { $0.option.name == optionName }) else { continue }
                if let message = declared.set(&decoded, value) { return .failure(.init(message: message, command: name)) }
            }
            return .success(make(decoded, words))
        }
    }

    /// A command without options.
    static func command(_ name: String, _ summary: String, arguments: String = "", count: ClosedRange<Int> = 0...0,
                        discussion: String = "", make: @escaping ([String]) -> Command) -> CommandSpec {
        command(name, summary, arguments: arguments, count: count, discussion: discussion, initial: (), make: { _, words in make(words) })
    }

    /// An option declared with the property its value goes to.
    struct Declared<Options> {
        var option: Option
        /// Sets the value; a message when it is not one the option takes.
        var set: (inout Options, String) -> String?

        static func flag(_ name: String, short: Character? = nil, _ help: String, _ property: WritableKeyPath<Options, Bool>) -> Self {
            Declared(option: Option(name: name, value: nil, help: help, short: short)) { options, _ in
                options[keyPath: property] = true
                return nil
            }
        }

        static func text(_ name: String, _ value: String, _ help: String, _ property: WritableKeyPath<Options, String?>) -> Self {
            Declared(option: Option(name: name, value: value, help: help)) { options, text in
                options[keyPath: property] = text
                return nil
            }
        }

        /// An optional value read by `parse`; `expected` says what it takes when `parse` refuses it.
        static func optional<Value>(_ name: String, short: Character? = nil, _ value: String, _ help: String,
                                    _ property: WritableKeyPath<Options, Value?>, expected: String, parse: @escaping (String) -> Value?) -> Self {
            Declared(option: Option(name: name, value: value, help: help, short: short)) { options, text in
                guard let parsed = parse(text) else { return "--\(name) \(expected), not \(text)" }
                options[keyPath: property] = parsed
                return nil
            }
        }

        /// A value read by `parse`; `expected` says what it takes when `parse` refuses it.
        static func value<Value>(_ name: String, short: Character? = nil, _ value: String, _ help: String,
                                 _ property: WritableKeyPath<Options, Value>, expected: String, parse: @escaping (String) -> Value?) -> Self {
            Declared(option: Option(name: name, value: value, help: help, short: short)) { options, text in
                guard let parsed = parse(text) else { return "--\(name) \(expected), not \(text)" }
                options[keyPath: property] = parsed
                return nil
            }
        }
    }

    static let filterHelp = "FILTER  a claim ID (L46-E1), a lesson prefix of IDs (L46), or part of a scenario's path or ID"

    static func jobs<Options>(_ property: WritableKeyPath<Options, Int?>) -> Declared<Options> {
        .optional("jobs", short: "j", "N", "compile and run up to N scenarios at once (default: the number of cores)", property,
               expected: "needs a positive number") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    }

    /// Options of every command that checks scenarios.
    static func runOptions<Options>(_ run: WritableKeyPath<Options, RunOptions>) -> [Declared<Options>] {
        [
            jobs(run.appending(path: \.jobs)),
            .optional("shard", "I/N", "check only the I-th of N even parts of the course (by past timings); every shard of a commit computes the same split",
                   run.appending(path: \.shard), expected: "is I/N with 1 ≤ I ≤ N") { Sharding.Shard($0) },
            .text("shard-timings", "FILE", "the timings the split is weighed by (default: .ci/timings.json if present)", run.appending(path: \.shardTimings)),
            .text("save-timings", "FILE", "write what each checked scenario cost into FILE (merged with what it holds)", run.appending(path: \.saveTimings)),
            .flag("timings", "print what the run cost on standard error: wall time, the harness's own CPU share, the children's CPU time, peak memory",
                  run.appending(path: \.timings)),
        ]
    }

    /// The options every command takes, before or after its name.
    public static let globalOptions = [
        Option(name: "help", value: nil, help: "show the help (of the command, after one)", short: "h"),
        Option(name: "version", value: nil, help: "show the version"),
    ]

    public static var all: [CommandSpec] {
        [
            command("check", "check the claims of the selected scenarios (the default command)", arguments: "[FILTER…]", count: 0...Int.max,
                    discussion: filterHelp, options: [
                        .value("format", "text|json", "text (default), or json: a summary and every observation, on standard output", \CheckOptions.format,
                               expected: "is text or json") { ReportFormat(rawValue: $0) },
                        .text("junit", "FILE", "also write a JUnit XML report to FILE", \.junit),
                        .text("svg", "DIR", "also draw every run's screen after each step: DIR/<lesson>/<question>[-variant]-<step>.svg", \.svg),
                        .text("html", "DIR", "also write a report to look at: DIR/index.html, a page per lesson, the coverage page", \.html),
                        .flag("github", "also print GitHub Actions annotations (on by default when GITHUB_ACTIONS is set)", \.github),
                        .flag("verbose", short: "v", "show the full observation of every scenario, not only the failures of failing ones", \.verbose),
                    ] + runOptions(\.run), initial: CheckOptions()) { options, words in
                var options = options
                options.filters = words
                return .check(options)
            },
            command("list", "list the scenarios and the claims they cover", arguments: "[FILTER…]", count: 0...Int.max,
                    discussion: filterHelp) { .list(filters: $0) },
            command("show", "one question: what does not hold first, then its code, the lesson's answer and a text picture of the screen",
                    arguments: "ID", count: 1...1, discussion: "ID  a claim ID (L8-F13) or a scenario's ID or path", options: [
                        jobs(\ShowOptions.jobs),
                        .flag("verbose", short: "v", "also show every section observed", \.verbose),
                    ], initial: ShowOptions()) { options, words in
                var options = options
                options.id = words[0]
                return .show(options)
            },
            command("new", "start a scenario: lessons/LESSON/SLUG.swift with a header, its expected file to fill in, and its claims' rows in expected/CLAIMS.md",
                    arguments: "LESSON SLUG", count: 2...2,
                    discussion: "LESSON  a folder under lessons/ (made if missing) · SLUG  the question's name, e.g. F13-double-in-literal",
                    options: [
                        .value("claims", "IDS", "the claim IDs it checks, separated by commas (default: to fill in); an ID the catalog lacks gets a row to fill in",
                               \NewOptions.claims, expected: "takes claim IDs separated by commas") {
                            let ids = $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
                            return ids.isEmpty ? nil : ids
                        },
                    ], initial: NewOptions()) { options, words in
                var options = options
                options.lesson = words[0]
                options.slug = words[1]
                return .new(options)
            },
            command("record", "write a proposal, expected/….txt.new, that changes only the claimed lines that no longer hold",
                    arguments: "[FILTER…]", count: 0...Int.max,
                    discussion: filterHelp + "\nNever touches a .txt: check each proposal against the lesson, then `review` or `accept` it.",
                    options: runOptions(\RecordOptions.run) + [
                        .flag("all", "record passing scenarios too, and add every observed line the file does not claim", \.all),
                    ], initial: RecordOptions()) { options, words in
                var options = options
                options.filters = words
                return .record(options)
            },
            command("review", "walk through the changes of pending .txt.new files one by one: accept, reject or skip each",
                    arguments: "[FILTER…]", count: 0...Int.max, discussion: filterHelp) { .review(filters: $0) },
            command("accept", "show every change of each pending .txt.new, then make them in its .txt",
                    arguments: "[FILTER…]", count: 0...Int.max, discussion: filterHelp) { .accept(filters: $0) },
            command("reject", "delete pending .txt.new files", arguments: "[FILTER…]", count: 0...Int.max, discussion: filterHelp) { .reject(filters: $0) },
            command("pending", "list the pending .txt.new files, and stale ones (no scenario)") { _ in .pending },
            command("clean", "empty the cache, or remove the selected scenarios' compiles and runs from it", arguments: "[FILTER…]", count: 0...Int.max,
                    discussion: filterHelp + "\nWithout a filter the whole cache goes (COURSECHECK_CACHE, default .build/coursecheck), the model kit too.") {
                .clean(filters: $0)
            },
            command("merge-junit", "merge the JUnit files of the shards of one check into one", arguments: "OUT IN…", count: 2...Int.max) {
                .mergeJUnit(output: $0[0], inputs: Array($0.dropFirst()))
            },
            command("convert-availability", "rewrite the model's `#if IOS_<k>_OR_LATER` declarations as availability data",
                    discussion: "See docs/SCENARIOS.md, \"Availability\".", options: [
                        .flag("write", "rewrite the files (without it, only list what would change)", \Bool.self),
                    ], initial: false) { write, _ in .convertAvailability(write: write) },
            command("surface", "measure the model's declarations against Apple's (docs/api-inventory): coverage per family and iOS release",
                    discussion: "Exit status 1 when a declaration disagrees with Apple's and docs/api-inventory/known-differences.tsv does not explain it.",
                    options: [
                        .flag("write", "also write the work lists docs/api-inventory/missing.tsv and ranked-missing.tsv", \SurfaceOptions.write),
                        .flag("disagreements", "also list every declaration whose signature or availability differs from Apple's", \.disagreements),
                        .flag("write-availability", "write Apple's introduction and deprecation above each model declaration that has none (except those docs/api-inventory/availability-not-written.txt lists)", \.writeAvailability),
                        .flag("known-differences", "print the unexplained disagreements as lines for docs/api-inventory/known-differences.tsv, with their reasons, to review", \.knownDifferences),
                    ], initial: SurfaceOptions()) { options, _ in .surface(options) },
            command("help", "show this help, or a command's", arguments: "[COMMAND]", count: 0...1) { .help(topic: $0.first) },
            command("version", "show the version (also --version)") { _ in .version },
        ]
    }

    public static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The names of every command.
    public static var names: [String] { all.map(\.name) }
}
