/// A command line, decoded: the command and its options, typed (as swift-argument-parser decodes
/// into a command's properties). `CommandSpec` declares each command once — its arguments, its
/// options and their help — and `CommandParser` decodes words into this.
public enum Command: Equatable, Sendable {
    case check(CheckOptions)
    case list(filters: [String])
    case show(ShowOptions)
    case new(NewOptions)
    case record(RecordOptions)
    case review(filters: [String])
    case accept(filters: [String])
    case reject(filters: [String])
    case pending
    case clean(filters: [String])
    case mergeJUnit(output: String, inputs: [String])
    case convertAvailability(write: Bool)
    case surface(SurfaceOptions)
    case help(topic: String?)
    case version

    /// The command's name in the table.
    public var name: String {
        switch self {
        case .check: "check"
        case .list: "list"
        case .show: "show"
        case .new: "new"
        case .record: "record"
        case .review: "review"
        case .accept: "accept"
        case .reject: "reject"
        case .pending: "pending"
        case .clean: "clean"
        case .mergeJUnit: "merge-junit"
        case .convertAvailability: "convert-availability"
        case .surface: "surface"
        case .help: "help"
        case .version: "version"
        }
    }
}

/// What every command that compiles and runs scenarios takes.
public struct RunOptions: Equatable, Sendable {
    /// Scenarios compiled and run at once; nil: the number of cores.
    public var jobs: Int?
    /// `--shard I/N`: only that part of the course.
    public var shard: Sharding.Shard?
    /// The timings the shards are weighed by; nil: `.ci/timings.json`.
    public var shardTimings: String?
    /// Where to write what each scenario cost.
    public var saveTimings: String?
    /// Print what the run cost.
    public var timings = false

    public init() {}
}

/// How `check` prints its report on standard output.
public enum ReportFormat: String, Equatable, Sendable, CaseIterable {
    case text, json
}

/// `check [FILTER…]`.
public struct CheckOptions: Equatable, Sendable {
    public var filters: [String] = []
    public var run = RunOptions()
    public var format = ReportFormat.text
    public var junit: String?
    public var svg: String?
    public var html: String?
    public var github = false
    public var verbose = false

    public init(filters: [String] = []) { self.filters = filters }
}

/// `record [FILTER…]`.
public struct RecordOptions: Equatable, Sendable {
    public var filters: [String] = []
    public var run = RunOptions()
    /// Record passing scenarios too, and add what the expected file does not claim.
    public var all = false

    public init() {}
}

/// `show ID`.
public struct ShowOptions: Equatable, Sendable {
    public var id = ""
    public var jobs: Int?
    public var verbose = false

    public init() {}
}

/// `new LESSON SLUG`.
public struct NewOptions: Equatable, Sendable {
    public var lesson = ""
    public var slug = ""
    public var claims: [String] = []

    public init() {}
}

/// `surface`: the model's declarations against Apple's inventory.
public struct SurfaceOptions: Equatable, Sendable {
    /// Also write the work lists.
    public var write = false
    /// Also list every disagreement.
    public var disagreements = false
    /// Write Apple's availability into the model where it has none.
    public var writeAvailability = false
    /// Print the unexplained disagreements as lines for the known-differences list.
    public var knownDifferences = false

    public init() {}
}
