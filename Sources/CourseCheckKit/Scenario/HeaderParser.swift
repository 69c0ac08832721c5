import CourseCheckProtocol
import Foundation

/// Reads the directives at the top of a scenario file: `// key: value` lines, up to the first line
/// that is not a `//` comment (a blank line, code, or a `///` doc comment, which belongs to the
/// lesson's code). A comment line indented further than `// ` continues the previous value.
/// See docs/SCENARIOS.md for every directive.
public enum HeaderParser {
    public static let knownKeys: Set<String> = [
        "title", "question", "claims", "source", "note", "compile", "run", "platform", "device",
        "locale", "text-size", "color-scheme", "root", "step", "timeout", "variant", "implicit-import",
        "asset", "network", "files", "with", "defaults", "accessibility",
    ]

    struct Directive {
        var key: String
        var value: String
        var line: Int
    }

    /// Keys a header may give more than once.
    static let repeatableKeys: Set<String> = ["note", "step", "asset", "network", "variant", "with", "implicit-import", "defaults"]

    /// Splits the header into directives; stops at the first non-comment line. A key given twice
    /// that cannot be is an error at its second line.
    static func directives(in contents: String, path: String) throws -> [Directive] {
        var result: [Directive] = []
        var seen: [String: Int] = [:]
        for (index, rawLine) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSpaces
            guard line.hasPrefix("//"), !line.hasPrefix("///") else { break }
            let body = line.dropFirst(2)
            if body.hasPrefix("   "), !result.isEmpty {
                result[result.count - 1].value += " " + body.trimmingSpaces
                continue
            }
            let text = body.trimmingSpaces
            if text.isEmpty { continue }
            guard let colon = text.firstIndex(of: ":") else {
                throw ScenarioError(path: path, line: index + 1, message: "header line is not `// key: value`: \(text)")
            }
            let key = String(text[..<colon]).trimmingSpaces
            let value = String(text[text.index(after: colon)...]).trimmingSpaces
            let bareKey = key.hasPrefix("variant ") ? "variant" : key
            guard knownKeys.contains(bareKey) else {
                throw ScenarioError(path: path, line: index + 1, message: "unknown header key '\(key)'" + DidYouMean.hint(for: bareKey, among: knownKeys.sorted())
                                    + " (known: \(knownKeys.sorted().joined(separator: ", ")))")
            }
            if !repeatableKeys.contains(bareKey) {
                if let first = seen[key] {
                    throw ScenarioError(path: path, line: index + 1, message: "'\(key)' is given twice (first on line \(first)); give it once")
                }
                seen[key] = index + 1
            }
            result.append(Directive(key: key, value: value, line: index + 1))
        }
        return result
    }

    /// Parses a header into what the scenario is and the runs to make.
    public static func parse(_ contents: String, path: String) throws -> (Header, [RunSettings]) {
        var header = Header()
        var base = RunSettings()
        var variants: [(String, [Directive])] = []
        for directive in try directives(in: contents, path: path) {
            switch directive.key {
            case "title": header.title = directive.value
            case "question": header.question = directive.value
            case "claims":
                header.claims = directive.value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
                header.claimsLine = directive.line
                guard !header.claims.isEmpty else { throw ScenarioError(path: path, line: directive.line, message: "claims: names no claim IDs") }
            case "source": header.source = directive.value
            case "note": header.notes.append(directive.value)
            case "with":
                header.sharedSources.append(directive.value)
                header.sharedSourceLines.append(directive.line)
            case "variant":
                throw ScenarioError(path: path, line: directive.line, message: "a variant needs a one-word name: `// variant NAME: key: value; key: value`")
            case let key where key.hasPrefix("variant "):
                let name = String(key.dropFirst("variant ".count)).trimmingSpaces
                guard !name.isEmpty, !name.contains(" ") else {
                    throw ScenarioError(path: path, line: directive.line, message: "a variant needs a one-word name: `// variant NAME: key: value; key: value`")
                }
                let inner = try directive.value.split(separator: ";").map { part -> Directive in
                    let text = part.trimmingSpaces
                    guard let colon = text.firstIndex(of: ":") else {
                        throw ScenarioError(path: path, line: directive.line, message: "variant setting is not `key: value`: \(text)")
                    }
                    return Directive(key: String(text[..<colon]).trimmingSpaces,
                                     value: String(text[text.index(after: colon)...]).trimmingSpaces,
                                     line: directive.line)
                }
                if let earlier = variants.first(where: { $0.0 == name }) {
                    throw ScenarioError(path: path, line: directive.line, message: "a second variant named \(name) (the first is on line \(earlier.1.first?.line ?? directive.line))")
                }
                guard variants.count < InputLimits.variants else {
                    throw ScenarioError(path: path, line: directive.line, message: "a scenario has at most \(InputLimits.variants) variants (docs/SCENARIOS.md, \"Limits\")")
                }
                variants.append((name, inner))
            default:
                try apply(directive, to: &base, path: path)
            }
        }
        guard !header.claims.isEmpty else {
            throw ScenarioError(path: path, line: 1, message: "the header names no claims (`// claims: L46-E1`)")
        }
        if variants.isEmpty { return (header, [base]) }
        var runs: [RunSettings] = []
        for (name, directives) in variants {
            var settings = base
            settings.variant = name
            var replacedSteps = false, replacedAssets = false
            for directive in directives {
                if directive.key == "step", !replacedSteps {
                    settings.steps = []
                    replacedSteps = true
                }
                // A variant's assets replace the header's (the same picture in another well).
                if directive.key == "asset", !replacedAssets {
                    settings.assets = []
                    replacedAssets = true
                }
                try apply(directive, to: &settings, path: path)
            }
            runs.append(settings)
        }
        return (header, runs)
    }

    static func apply(_ directive: Directive, to settings: inout RunSettings, path: String) throws {
        func fail(_ message: String) -> ScenarioError { ScenarioError(path: path, line: directive.line, message: message) }
        let value = directive.value
        switch directive.key {
        case "compile":
            guard let compile = CompilerSettings(rawValue: value) else { throw fail("compile must be one of: app, package") }
            settings.compile = compile
        case "run":
            guard let mode = RunMode(rawValue: value) else { throw fail("run must be one of: app, script") }
            settings.mode = mode
        case "platform":
            // A whole release: the model's availability data and behaviour go by major release,
            // so `iOS 26.4` would quietly be iOS 26.
            guard let match = value.wholeMatch(of: #/iOS ([0-9]{1,4})((?:\.[0-9]+)*)/#), let major = Int(match.1) else {
                throw fail("platform must be like `iOS 27`")
            }
            if match.2.contains(where: { $0 != "." && $0 != "0" }) {
                throw fail("platform names a whole release, like `iOS \(major)`: the model has no iOS \(value.dropFirst(4)) apart from iOS \(major) (availability and behaviour go by major release)")
            }
            guard major >= PlatformRelease.floor else { throw fail("SwiftUI needs iOS \(PlatformRelease.floor) or later") }
            guard major <= PlatformRelease.current.majorVersion else {
                throw fail("the model knows iOS \(PlatformRelease.floor) to \(PlatformRelease.current.majorVersion); there is no iOS \(major) to build for")
            }
            settings.platformMajorVersion = major
        case "device":
            guard let device = DeviceModel(rawValue: value) else {
                throw fail("unknown device '\(value)' (known: \(DeviceModel.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            settings.device = device
        case "locale":
            guard KnownLocales.contains(value) else { throw fail("unknown locale '\(value)' (an identifier such as en_US, de_DE, fr_CA)") }
            settings.locale = value
        case "text-size":
            guard let size = TextSize(rawValue: value) else { throw fail("text-size must be one of: \(TextSize.allCases.map(\.rawValue).joined(separator: ", "))") }
            settings.textSize = size
        case "color-scheme":
            guard let scheme = ColorSchemeName(rawValue: value) else { throw fail("color-scheme must be light or dark") }
            settings.colorScheme = scheme
        case "root":
            guard !value.isEmpty else { throw fail("root takes a Swift expression: root: ContentView()") }
            settings.root = value
            settings.rootLine = directive.line
        case "implicit-import":
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { throw fail("implicit-import takes a module name") }
            settings.implicitImports.append(value)
        case "timeout":
            guard let seconds = Double(value.hasSuffix("s") ? String(value.dropLast()) : value), seconds > 0, seconds.isFinite else {
                throw fail("timeout must be a positive number of seconds, not \(value)")
            }
            guard seconds <= InputLimits.timeoutSeconds else {
                throw fail("timeout is at most \(Int(InputLimits.timeoutSeconds)) s, not \(value) (docs/SCENARIOS.md, \"Limits\")")
            }
            settings.timeoutSeconds = seconds
        case "step":
            settings.steps += try StepParser.parse(value).mapError { fail($0) }
            guard settings.steps.count <= InputLimits.steps else {
                throw fail("a run has at most \(InputLimits.steps) steps; with this line it has \(settings.steps.count) (docs/SCENARIOS.md, \"Limits\")")
            }
        case "asset":
            let declaration = try AssetDeclaration.parse(value).mapError { fail($0) }
            settings.assetLines[declaration.name] = directive.line
            if let index = settings.assets.firstIndex(where: { $0.name == declaration.name }) {
                settings.assets[index].wells += declaration.wells
            } else {
                settings.assets.append(declaration)
            }
        case "files":
            let names = value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            guard !names.isEmpty, names.allSatisfy({ $0.hasSuffix(".swift") }) else { throw fail("files takes the names of the folder's .swift files") }
            settings.files = names
            settings.filesLine = directive.line
        case "network":
            settings.network.append(try NetworkDirective.parse(value).mapError { fail($0) })
        case "defaults":
            settings.defaults.append(try DefaultsDirective.parse(value).mapError { fail($0) })
        case "accessibility":
            let names = value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            let known = AccessibilitySetting.allCases.map(\.rawValue).joined(separator: ", ")
            guard !names.isEmpty else { throw fail("accessibility takes the settings that are on: \(known)") }
            settings.accessibility = try names.map { name in
                guard let setting = AccessibilitySetting(rawValue: name) else { throw fail("unknown accessibility setting '\(name)' (known: \(known))") }
                return setting
            }
        default:
            throw fail("'\(directive.key)' cannot be set here")
        }
    }
}
