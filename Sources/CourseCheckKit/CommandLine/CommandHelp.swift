/// The help, written from the table (`CommandSpec`): each command's usage, summary and options
/// come from its one declaration.
public enum CommandHelp {
    /// Every variable `Configuration` declares, the tests' apart.
    public static var environment: String {
        (["ENVIRONMENT"] + Configuration.helpLines(.harness) + ["", "ENVIRONMENT OF THE TESTS (swift test, scripts/)"]
            + Configuration.helpLines(.tests)).joined(separator: "\n")
    }

    public static func overview() -> String {
        var lines = ["USAGE: coursecheck [COMMAND] [ARGUMENTS…] [OPTIONS]", "", "COMMANDS"]
        let table = CommandSpec.all
        let width = table.map(\.name.count).max() ?? 0
        for spec in table {
            lines.append("  " + spec.name.padding(width + 2) + spec.summary)
        }
        lines += ["", "Without a command, coursecheck checks: `coursecheck L8` is `coursecheck check L8`.",
                  "See 'coursecheck help COMMAND' for a command's arguments and options.", "", "OPTIONS"]
        lines += optionLines(CommandSpec.globalOptions)
        lines += ["", "EXIT STATUS  0 every claim holds · 1 a claim does not hold · 2 usage or harness error", "", environment]
        return lines.joined(separator: "\n")
    }

    public static func help(for spec: CommandSpec) -> String {
        var lines = ["USAGE: coursecheck \(spec.name)\(spec.arguments.isEmpty ? "" : " " + spec.arguments)\(spec.options.isEmpty ? "" : " [OPTIONS]")",
                     "", spec.summary]
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        if !spec.options.isEmpty {
            lines += ["", "OPTIONS"]
            lines += optionLines(spec.options)
        }
        return lines.joined(separator: "\n")
    }

    static func optionLines(_ options: [CommandSpec.Option]) -> [String] {
        let labels = options.map { option in
            (option.short.map { "-\($0), " } ?? "    ") + "--\(option.name)" + (option.value.map { " \($0)" } ?? "")
        }
        let width = labels.map(\.count).max() ?? 0
        return zip(labels, options).map { label, option in "  " + label.padding(width + 2) + option.help }
    }
}

extension String {
    /// The text, with spaces after it up to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
