@testable import CourseCheckKit
import Testing

@Suite("Parsing the command line")
struct CommandParserTests {
    func parse(_ words: String) -> Result<ParsedCommand, CommandParser.Failure> {
        CommandParser.parse(words.split(separator: " ").map(String.init))
    }

    @Test func checkIsTheDefaultCommand() throws {
        let command = try parse("L8 --jobs 3 --verbose").get()
        #expect(command.name == "check")
        #expect(command.arguments == ["L8"])
        #expect(command.value("jobs") == "3")
        #expect(command.has("verbose"))
    }

    @Test func optionValuesAfterAnEqualsSignAndShortOptions() throws {
        #expect(try parse("check --jobs=3").get().value("jobs") == "3")
        #expect(try parse("-j 2 L46").get().value("jobs") == "2")
        #expect(try parse("check -- --weird-name").get().arguments == ["--weird-name"])
    }

    @Test func anOptionOfAnotherCommandIsAnError() {
        guard case .failure(let failure) = parse("accept --jobs 3") else { Issue.record("parsed"); return }
        #expect(failure.message == "'accept' takes no option --jobs (it is an option of 'check', 'show', 'record')")
        #expect(failure.description.hasSuffix("See 'coursecheck help accept'."))
    }

    @Test func badValuesAndCountsAreErrors() {
        #expect(throws: CommandParser.Failure.self) { try parse("--jobs 0").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("--format xml").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("--junit").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("show").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("new onlyone").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("check check L8").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("help nothing").get() }
        #expect(throws: CommandParser.Failure.self) { try parse("--verbose=yes").get() }
    }

    @Test func helpAndVersion() throws {
        #expect(try parse("help").get() == ParsedCommand(name: "help", arguments: [], options: [:]))
        #expect(try parse("help record").get().arguments == ["record"])
        #expect(try parse("record --help").get().arguments == ["record"])
        #expect(try parse("--version").get().name == "version")
    }

    @Test func everyCommandHasHelpThatNamesItsOptions() {
        for spec in CommandSpec.all {
            let help = CommandHelp.help(for: spec)
            #expect(help.hasPrefix("USAGE: coursecheck \(spec.name)"))
            for option in spec.options { #expect(help.contains("--\(option.name)")) }
        }
        #expect(CommandHelp.overview().contains("COURSECHECK_CACHE"))
    }
}
