import Foundation

/// Every environment variable the harness reads, declared once with its default and meaning, and
/// read once into typed values. A value the harness cannot use is an error that names the
/// variable (`ConfigurationError`, a usage error: exit status 2), never a silent fallback.
/// `coursecheck help` prints `variables`; nothing else in the harness or its tests reads the
/// environment by name (a test keeps it so).
public struct Configuration: Sendable, Equatable {
    /// One variable: its name, what it does, and what holds when it is unset.
    public struct Variable: Sendable, Equatable {
        public enum Audience: Sendable { case harness, tests }
        public var name: String
        public var meaning: String
        public var byDefault: String
        public var audience: Audience = .harness
    }

    public static let cacheVariable = Variable(name: "COURSECHECK_CACHE", meaning: "where compiled kits, scenarios and runs are kept",
                                               byDefault: ".build/coursecheck in the checkout")
    public static let isolationVariable = Variable(name: "COURSECHECK_ISOLATION", meaning: "`off` runs compiles and runs without isolation (to measure its cost); `on` isolates them",
                                                   byDefault: "on")
    public static let timeZoneVariable = Variable(name: "COURSECHECK_TZ", meaning: "the simulated device's time zone, an IANA name such as Europe/Oslo",
                                                  byDefault: defaultTimeZone)
    public static let compileLogVariable = Variable(name: "COURSECHECK_COMPILE_LOG", meaning: "a folder where each compile is also written with its swiftc commands (scripts/benchmark.sh replays them)",
                                                    byDefault: "no log")
    public static let swiftcVariable = Variable(name: "SWIFTC", meaning: "the Swift compiler: a path, or a program's name on PATH",
                                                byDefault: "swiftc on PATH")
    public static let pathVariable = Variable(name: "PATH", meaning: "where swiftc is looked for when SWIFTC is unset", byDefault: "none")
    public static let githubVariable = Variable(name: "GITHUB_ACTIONS", meaning: "`true` (as GitHub Actions sets it): check also prints ::error annotations",
                                                byDefault: "no annotations")
    public static let ciVariable = Variable(name: "CI", meaning: "set: progress is a line per scenario, not one line rewritten",
                                            byDefault: "rewritten when standard error is a terminal")

    public static let faultKillsVariable = Variable(name: "COURSECHECK_FAULT_KILLS", meaning: "kills of each command the kill tests make (scripts/fault-test.sh)",
                                                    byDefault: "2", audience: .tests)
    public static let faultSeedVariable = Variable(name: "COURSECHECK_FAULT_SEED", meaning: "the seed of the kill tests' random moments",
                                                   byDefault: "the clock", audience: .tests)
    public static let faultCorpusVariable = Variable(name: "COURSECHECK_FAULT_CORPUS", meaning: "`all`: the fault corpus test runs every case (Tests/FaultCorpus), not only the quick ones",
                                                     byDefault: "the quick cases", audience: .tests)
    public static let fuzzSecondsVariable = Variable(name: "COURSECHECK_FUZZ_SECONDS", meaning: "seconds each fuzzer runs for (scripts/fuzz.sh)",
                                                     byDefault: "a fixed number of inputs", audience: .tests)
    public static let fuzzIterationsVariable = Variable(name: "COURSECHECK_FUZZ_ITERATIONS", meaning: "inputs each fuzzer tries",
                                                        byDefault: "300", audience: .tests)
    public static let fuzzSeedVariable = Variable(name: "COURSECHECK_FUZZ_SEED", meaning: "the seed of the fuzzers' inputs",
                                                  byDefault: "a fixed seed", audience: .tests)
    public static let recordGoldenVariable = Variable(name: "COURSECHECK_RECORD_GOLDEN", meaning: "`1`: a report golden test that differs writes the new report beside it as .new",
                                                      byDefault: "off", audience: .tests)

    /// Every variable, in the order the help lists them.
    public static let variables: [Variable] = [
        cacheVariable, isolationVariable, timeZoneVariable, compileLogVariable, swiftcVariable, pathVariable, githubVariable, ciVariable,
        faultKillsVariable, faultSeedVariable, faultCorpusVariable, fuzzSecondsVariable, fuzzIterationsVariable, fuzzSeedVariable, recordGoldenVariable,
    ]

    /// The time zone a lesson's device is in unless `COURSECHECK_TZ` says otherwise: Cupertino's.
    public static let defaultTimeZone = "America/Los_Angeles"

    /// The cache's folder as given (absolute, or relative to the working folder); nil: the checkout's.
    public var cacheFolder: String?
    public var isolated = true
    public var timeZone = defaultTimeZone
    public var compileLog: String?
    /// The compiler SWIFTC names, found; nil when SWIFTC is unset.
    public var swiftc: String?
    public var searchPath: [String] = []
    public var githubActions = false
    public var ci = false

    /// The defaults: what an empty environment gives.
    public init() {}

    /// Reads and checks every harness variable of `environment`.
    public init(environment: [String: String]) throws(ConfigurationError) {
        func value(_ variable: Variable) throws(ConfigurationError) -> String? {
            guard let value = environment[variable.name] else { return nil }
            guard !value.isEmpty else {
                throw ConfigurationError(variable, value, "it is set but empty; give a value, or unset it for the default (\(variable.byDefault))")
            }
            return value
        }
        cacheFolder = try value(Self.cacheVariable)
        switch try value(Self.isolationVariable) {
        case nil, "on": isolated = true
        case "off": isolated = false
        case let other?: throw ConfigurationError(Self.isolationVariable, other, "it is `on` or `off`")
        }
        if let zone = try value(Self.timeZoneVariable) {
            guard TimeZone(identifier: zone) != nil else {
                throw ConfigurationError(Self.timeZoneVariable, zone, "no such time zone; give an IANA name such as Europe/Oslo or UTC")
            }
            timeZone = zone
        }
        compileLog = try value(Self.compileLogVariable)
        searchPath = (environment[Self.pathVariable.name] ?? "").split(separator: ":").map(String.init)
        if let named = try value(Self.swiftcVariable) {
            swiftc = try Self.findProgram(named, variable: Self.swiftcVariable, searchPath: searchPath)
        }
        githubActions = environment[Self.githubVariable.name] == "true"
        ci = environment[Self.ciVariable.name] != nil
    }

    /// The process's environment, read once.
    public static let process: Result<Configuration, ConfigurationError> = Result { () throws(ConfigurationError) in
        try Configuration(environment: ProcessInfo.processInfo.environment)
    }

    /// The process's configuration. Entry points (`CourseCheck.init`, the command line) check
    /// `process` first and stop on its error; past them it holds, and this is it.
    public static var current: Configuration { (try? process.get()) ?? Configuration() }

    /// A program named by a variable: a path (absolute or relative) to an executable file, or a
    /// name looked for on PATH.
    static func findProgram(_ named: String, variable: Variable, searchPath: [String]) throws(ConfigurationError) -> String {
        let fm = FileManager.default
        if named.contains("/") {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: named, isDirectory: &isDirectory) else { throw ConfigurationError(variable, named, "no such file") }
            guard !isDirectory.boolValue, fm.isExecutableFile(atPath: named) else { throw ConfigurationError(variable, named, "it is not an executable program") }
            return named
        }
        for folder in searchPath where fm.isExecutableFile(atPath: "\(folder)/\(named)") { return "\(folder)/\(named)" }
        throw ConfigurationError(variable, named, "no program of that name on PATH")
    }

    /// The tests' and scripts' knobs, read when a test asks; a bad value stops the test run with
    /// the variable's name.
    public enum Tests {
        static let environment = ProcessInfo.processInfo.environment

        public static var faultKills: Int? { number(faultKillsVariable, Int.init) }
        public static var faultSeed: UInt64? { number(faultSeedVariable, UInt64.init) }
        public static var runsWholeFaultCorpus: Bool { flag(faultCorpusVariable, on: "all") }
        public static var fuzzSeconds: Double? { number(fuzzSecondsVariable, Double.init) }
        public static var fuzzIterations: Int? { number(fuzzIterationsVariable, Int.init) }
        public static var fuzzSeed: UInt64? { number(fuzzSeedVariable, UInt64.init) }
        public static var recordsGolden: Bool { flag(recordGoldenVariable, on: "1") }

        static func number<T>(_ variable: Variable, _ parse: (String) -> T?) -> T? {
            guard let text = environment[variable.name] else { return nil }
            guard let value = parse(text) else { preconditionFailure(ConfigurationError(variable, text, "it is not a number").description) }
            return value
        }

        static func flag(_ variable: Variable, on: String) -> Bool {
            guard let text = environment[variable.name] else { return false }
            guard text == on || text.isEmpty || text == "0" else { preconditionFailure(ConfigurationError(variable, text, "it is `\(on)` or unset").description) }
            return text == on
        }
    }

    /// The help's list: each variable, its meaning and its default.
    public static func helpLines(_ audience: Variable.Audience) -> [String] {
        let listed = variables.filter { $0.audience == audience }
        let width = listed.map(\.name.count).max() ?? 0
        return listed.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\($0.meaning) (default: \($0.byDefault))" }
    }
}

/// A variable whose value the harness cannot use: a usage error.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
    public var variable: String
    public var value: String
    public var reason: String

    init(_ variable: Configuration.Variable, _ value: String, _ reason: String) {
        self.variable = variable.name
        self.value = value
        self.reason = reason
    }

    public var description: String {
        "\(variable)=\(value.isEmpty ? "(empty)" : value): \(reason)"
    }
}
