/// A command line, parsed into a typed command before anything runs (`CommandSpec` declares what
/// each command takes): `--opt value` and `--opt=value`, short `-j 3`, `--` before arguments that
/// start with a dash; an option another command takes is an error, not ignored.
public struct ParsedCommand: Equatable, Sendable {
    public var name: String
    public var arguments: [String]
    /// Option values by name; a flag's value is "".
    public var options: [String: String]

    public func has(_ option: String) -> Bool { options[option] != nil }
    public func value(_ option: String) -> String? { options[option] }
}

public enum CommandParser {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var message: String
        /// The command whose help says more, if any.
        public var command: String?
        public var description: String {
            "coursecheck: \(message)\nSee 'coursecheck help\(command.map { " " + $0 } ?? "")'."
        }
    }

    /// `--version` and `--help` anywhere are commands of their own.
    public static func parse(_ words: [String]) -> Result<ParsedCommand, Failure> {
        var rest = words[...]
        var name = "check"
        if let first = rest.first, !first.hasPrefix("-"), CommandSpec.named(first) != nil {
            name = first
            rest = rest.dropFirst()
        }
        if words.contains("--version") { return .success(ParsedCommand(name: "version", arguments: [], options: [:])) }
        if words.contains("--help") || words.contains("-h") {
            return .success(ParsedCommand(name: "help", arguments: name == "check" && words.first != "check" ? [] : [name], options: [:]))
        }
        let spec = CommandSpec.named(name)!
        var arguments: [String] = []
        var options: [String: String] = [:]
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
                    return .failure(Failure(message: "unknown option \(word) for '\(name)'", command: name))
                }
                optionName = option.name
            }
            guard let option = spec.options.first(where: { $0.name == optionName }) else {
                let elsewhere = CommandSpec.all.filter { $0.options.contains { $0.name == optionName } }.map(\.name)
                let hint = elsewhere.isEmpty ? "" : " (it is an option of \(elsewhere.map { "'\($0)'" }.joined(separator: ", ")))"
                return .failure(Failure(message: "'\(name)' takes no option --\(optionName)\(hint)", command: name))
            }
            if option.value == nil {
                guard inline == nil else { return .failure(Failure(message: "--\(optionName) takes no value", command: name)) }
                options[optionName] = ""
                continue
            }
            guard let value = inline ?? rest.popFirst(), !value.isEmpty else {
                return .failure(Failure(message: "--\(optionName) needs a value (\(option.value!))", command: name))
            }
            if let error = validate(option, value) { return .failure(Failure(message: error, command: name)) }
            options[optionName] = value
        }
        if name == "help", let topic = arguments.first, CommandSpec.named(topic) == nil {
            return .failure(Failure(message: "there is no command '\(topic)'", command: nil))
        }
        guard spec.argumentCount.contains(arguments.count) else {
            let expected = spec.arguments.isEmpty ? "no arguments" : spec.arguments
            return .failure(Failure(message: "'\(name)' takes \(expected), not \(arguments.count) argument\(arguments.count == 1 ? "" : "s")", command: name))
        }
        if name == "check", let repeated = arguments.first(where: { CommandSpec.named($0) != nil && $0 != "help" }) {
            return .failure(Failure(message: "'\(repeated)' is a command; give one command, first", command: nil))
        }
        return .success(ParsedCommand(name: name, arguments: arguments, options: options))
    }

    static func validate(_ option: CommandSpec.Option, _ value: String) -> String? {
        switch option.name {
        case "jobs":
            guard let jobs = Int(value), jobs > 0 else { return "--jobs needs a positive number, not \(value)" }
        case "format":
            guard value == "text" || value == "json" else { return "--format is text or json, not \(value)" }
        case "shard":
            guard Sharding.Shard(value) != nil else { return "--shard is I/N with 1 ≤ I ≤ N, not \(value)" }
        default:
            break
        }
        return nil
    }
}

/// The help, written from `CommandSpec`.
public enum CommandHelp {
    /// Every variable `Configuration` declares, the tests' apart.
    public static var environment: String {
        (["ENVIRONMENT"] + Configuration.helpLines(.harness) + ["", "ENVIRONMENT OF THE TESTS (swift test, scripts/)"]
            + Configuration.helpLines(.tests)).joined(separator: "\n")
    }

    public static func overview() -> String {
        var lines = ["USAGE: coursecheck [COMMAND] [ARGUMENTS…] [OPTIONS]", "", "COMMANDS"]
        let width = CommandSpec.all.map(\.name.count).max() ?? 0
        for spec in CommandSpec.all {
            lines.append("  " + spec.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + spec.summary)
        }
        lines += ["", "Without a command, coursecheck checks: `coursecheck L8` is `coursecheck check L8`.",
                  "See 'coursecheck help COMMAND' for a command's arguments and options.", "",
                  "EXIT STATUS  0 every claim holds · 1 a claim does not hold · 2 usage or harness error", "", environment]
        return lines.joined(separator: "\n")
    }

    public static func help(for spec: CommandSpec) -> String {
        var lines = ["USAGE: coursecheck \(spec.name)\(spec.arguments.isEmpty ? "" : " " + spec.arguments)\(spec.options.isEmpty ? "" : " [OPTIONS]")",
                     "", spec.summary]
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        if !spec.options.isEmpty {
            lines += ["", "OPTIONS"]
            let labels = spec.options.map { option in
                (option.short.map { "-\($0), " } ?? "    ") + "--\(option.name)" + (option.value.map { " \($0)" } ?? "")
            }
            let width = labels.map(\.count).max() ?? 0
            for (label, option) in zip(labels, spec.options) {
                lines.append("  " + label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help)
            }
        }
        return lines.joined(separator: "\n")
    }
}
