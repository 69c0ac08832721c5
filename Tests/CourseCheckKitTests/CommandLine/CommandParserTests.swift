@testable import CourseCheckKit
import Testing

@Suite("Parsing the command line")
struct CommandParserTests {
    func parse(_ words: String) -> Result<Command, CommandParser.Failure> {
        CommandParser.parse(words.split(separator: " ").map(String.init))
    }

    func failure(_ words: String) -> String {
        guard case .failure(let failure) = parse(words) else { return "parsed" }
        return failure.message
    }

    @Test func checkIsTheDefaultCommand() throws {
        var expected = CheckOptions(filters: ["L8"])
        expected.run.jobs = 3
        expected.verbose = true
        #expect(try parse("L8 --jobs 3 --verbose").get() == .check(expected))
    }

    @Test func optionsDecodeIntoTheirTypes() throws {
        guard case .check(let options) = try parse("check --jobs=3 --format json --shard 2/4 --junit out.xml --timings").get() else {
            Issue.record("not check"); return
        }
        #expect(options.run.jobs == 3)
        #expect(options.format == .json)
        #expect(options.run.shard == Sharding.Shard("2/4"))
        #expect(options.junit == "out.xml")
        #expect(options.run.timings)
        guard case .record(let record) = try parse("record -j 2 --all L46").get() else { Issue.record("not record"); return }
        #expect(record.run.jobs == 2 && record.all && record.filters == ["L46"])
        #expect(try parse("check -- --weird-name").get() == .check(CheckOptions(filters: ["--weird-name"])))
        #expect(try parse("new 97-x F1-y --claims L97-F1,L97-F2").get() == .new({
            var options = NewOptions()
            options.lesson = "97-x"; options.slug = "F1-y"; options.claims = ["L97-F1", "L97-F2"]
            return options
        }()))
        #expect(try parse("merge-junit out.xml a.xml b.xml").get() == .mergeJUnit(output: "out.xml", inputs: ["a.xml", "b.xml"]))
        #expect(try parse("convert-availability --write").get() == .convertAvailability(write: true))
    }

    @Test func anOptionOfAnotherCommandIsAnError() {
        guard case .failure(let failure) = parse("accept --jobs 3") else { Issue.record("parsed"); return }
        #expect(failure.message == "'accept' takes no option --jobs (it is an option of 'check', 'show', 'record')")
        #expect(failure.description.hasSuffix("See 'coursecheck help accept'."))
    }

    @Test func typosGetTheNearestName() {
        #expect(failure("--jnuit report.xml") == "'check' takes no option --jnuit (did you mean --junit?)")
        #expect(failure("record --al") == "'record' takes no option --al (did you mean --all?)")
        #expect(failure("help chek") == "there is no command 'chek' (did you mean 'check'?)")
        #expect(CommandParser.commandHint(for: "reveiw") == " (did you mean the command 'review'?)")
        #expect(CommandParser.commandHint(for: "L8") == "")
    }

    @Test func badValuesAndCountsAreErrors() {
        #expect(failure("--jobs 0") == "--jobs needs a positive number, not 0")
        #expect(failure("--format xml") == "--format is text or json, not xml")
        #expect(failure("--shard 5/4") == "--shard is I/N with 1 ≤ I ≤ N, not 5/4")
        #expect(throws: CommandParser.Failure.self) { try parse("--junit").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("show").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("new onlyone").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("check check L8").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("--verbose=yes").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("pending extra").get() }
    }

    @Test func helpAndVersionAreInTheTable() throws {
        #expect(try parse("help").get() == .help(topic: nil))
        #expect(try parse("help record").get() == .help(topic: "record"))
        #expect(try parse("record --help").get() == .help(topic: "record"))
        #expect(try parse("L8 -h").get() == .help(topic: nil))
        #expect(try parse("--version").get() == .version)
        #expect(try parse("version").get() == .version)
        #expect(CommandSpec.globalOptions.map(\.name) == ["help", "version"])
        #expect(CommandHelp.overview().contains("--version"))
    }

    @Test func everyCommandHasHelpThatNamesItsOptions() {
        for spec in CommandSpec.all {
            let help = CommandHelp.help(for: spec)
            #expect(help.hasPrefix("USAGE: coursecheck \(spec.name)"))
            for option in spec.options { #expect(help.contains("--\(option.name)")) }
        }
        #expect(CommandHelp.overview().contains("COURSECHECK_CACHE"))
    }

    /// Each command of the table decodes into the case of the same name.
    @Test func everyCommandDecodesIntoItsCase() throws {
        let samples = ["check": "check", "list": "list", "show": "show L8-F1", "new": "new a b", "record": "record",
                       "review": "review", "accept": "accept", "reject": "reject", "pending": "pending", "clean": "clean",
                       "merge-junit": "merge-junit o i", "convert-availability": "convert-availability", "surface": "surface", "help": "help", "version": "version"]
        #expect(Set(samples.keys) == Set(CommandSpec.names))
        for (name, words) in samples {
            #expect(try parse(words).get().name == name)
        }
    }
}
