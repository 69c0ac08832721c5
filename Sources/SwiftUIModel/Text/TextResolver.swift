import Foundation

/// Turns a Text into the characters it shows, in an environment: a key's format is filled with its
/// arguments as `String(format:locale:arguments:)` would, with the environment's locale.
@MainActor
enum TextResolver {
    static func resolve(_ text: Text, in environment: EnvironmentValues) -> String {
        switch text.storage {
        case .verbatim(let string):
            return string
        case .localized(let key):
            return resolve(key, locale: environment.locale, environment: environment)
        }
    }

    static func resolve(_ key: LocalizedStringKey, locale: Locale, environment: EnvironmentValues) -> String {
        var formatArguments: [any CVarArg] = []
        var format = ""
        var argumentIndex = 0
        // Values that are not C varargs are substituted as `%@` strings.
        var scanner = key.key[...]
        while let percent = scanner.firstIndex(of: "%") {
            format += scanner[..<percent]
            let rest = scanner[percent...]
            if rest.hasPrefix("%%") {
                format += "%%"
                scanner = rest.dropFirst(2)
                continue
            }
            guard argumentIndex < key.arguments.count else {
                format += rest
                scanner = ""
                break
            }
            let argument = key.arguments[argumentIndex]
            argumentIndex += 1
            format += argument.specifier
            scanner = rest.dropFirst(argument.specifier.count)
            switch argument.value {
            case .cVarArg(let value): formatArguments.append(value)
            case .string(let string): formatArguments.append(string as NSString)
            case .text(let text): formatArguments.append(resolve(text, in: environment) as NSString)
            case .formatted(let make): formatArguments.append(make(locale) as NSString)
            }
        }
        format += scanner
        return String(format: format, locale: locale, arguments: formatArguments)
    }
}
