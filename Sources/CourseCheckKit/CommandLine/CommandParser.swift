/// Decodes a command line into a `Command` before anything runs (`CommandSpec` declares what each
/// command takes): `--opt value` and `--opt=value`, short `-j 3`, `--` before arguments that
/// start with a dash. An option another command takes is an error, not ignored, and a word that
/// names nothing gets the nearest names as a suggestion.
public enum CommandParser {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var message: String
        /// The command whose help says more, if any.
        public var command: String?
        public var description: String {
            "coursecheck: \(message)\nSee 'coursecheck help\(command.map { " " + $0 } ?? "")'."
        }
    }

    /// `--version` and `--help` (`-h`) anywhere are commands of their own, as the table's global
    /// options.
    public static func parse(_ words: [String]) -> Result<Command, Failure> {
        let table = CommandSpec.all
        var rest = words[...]
        var name = "check"
        if let first = rest.first, !first.hasPrefix("-"), table.contains(where: { $0.name == first }) {
            name = first
            rest = rest.dropFirst()
        }
        let beforeSeparator = words.prefix { $0 != "--" }
        if beforeSeparator.contains("--version") { return .success(.version) }
        if beforeSeparator.contains("--help") || beforeSeparator.contains("-h") {
            return .success(.help(topic: name == "check" && words.first != "check" ? nil : name))
        }
        let spec = table.first { $0.name == name }!
        var arguments: [String] = []
        var given: [(name: String, value: String)] = []
        var onlyArguments = false
        while let word = rest.popFirst() {
            if onlyArguments || !word.hasPrefix("-") || word == "-" {
                arguments.append(word)
                continue
            }
            if word == "--" { onlyArguments = true; continue }
            var optionName: String
            var inline: String?
            if word.hasPrefix("--") {
                optionName = String(word.dropFirst(2))
                if let equals = optionName.firstIndex(of: "=") {
                    inline = String(optionName[optionName.index(after: equals)...])
                    optionName = String(optionName[..<equals])
                }
            } else {
                let short = word.dropFirst()
                guard short.count == 1, let option = spec.options.first(where: { $0.short == short.first }) else {
                    let shorts = spec.options.compactMap { $0.short.map { "-\($0)" } }
                    return .failure(Failure(message: "unknown option \(word) for '\(name)'" + DidYouMean.hint(for: word, among: shorts), command: name))
                }
                optionName = option.name
            }
            guard let option = spec.options.first(where: { $0.name == optionName }) else {
                return .failure(Failure(message: unknownOption(optionName, of: spec, in: table), command: name))
            }
            if option.value == nil {
                guard inline == nil else { return .failure(Failure(message: "--\(optionName) takes no value", command: name)) }
                given.append((optionName, ""))
                continue
            }
            guard let value = inline ?? rest.popFirst(), !value.isEmpty else {
                return .failure(Failure(message: "--\(optionName) needs a value (\(option.value!))", command: name))
            }
            given.append((optionName, value))
        }
        if name == "help", let topic = arguments.first, !table.contains(where: { $0.name == topic }) {
            return .failure(Failure(message: "there is no command '\(topic)'" + DidYouMean.hint(for: topic, among: CommandSpec.names), command: nil))
        }
        guard spec.argumentCount.contains(arguments.count) else {
            let expected = spec.arguments.isEmpty ? "no arguments" : spec.arguments
            return .failure(Failure(message: "'\(name)' takes \(expected), not \(arguments.count) argument\(arguments.count == 1 ? "" : "s")", command: name))
        }
        if name == "check", let repeated = arguments.first(where: { word in table.contains { $0.name == word } && word != "help" }) {
            return .failure(Failure(message: "'\(repeated)' is a command; give one command, first", command: nil))
        }
        return spec.decode(arguments, given)
    }

    /// `'check' takes no option --jnuit (did you mean --junit?)`, or where the option belongs.
    static func unknownOption(_ name: String, of spec: CommandSpec, in table: [CommandSpec]) -> String {
        let elsewhere = table.filter { $0.options.contains { $0.name == name } }.map(\.name)
        if !elsewhere.isEmpty {
            return "'\(spec.name)' takes no option --\(name) (it is an option of \(elsewhere.map { "'\($0)'" }.joined(separator: ", ")))"
        }
        let known = (spec.options + CommandSpec.globalOptions).map(\.name)
        return "'\(spec.name)' takes no option --\(name)" + DidYouMean.hint(for: name, among: known) { "--\($0)" }
    }

    /// A suggestion for a filter that selects no scenario: the command it is a typo of, if any
    /// (` (did you mean the command 'check'?)`).
    public static func commandHint(for word: String) -> String {
        let near = DidYouMean.suggestions(for: word, among: CommandSpec.names)
        guard !near.isEmpty else { return "" }
        return " (did you mean the command \(near.map { "'\($0)'" }.joined(separator: " or "))?)"
    }
}
