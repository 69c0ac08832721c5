import Foundation

/// Two spellings of one declaration made comparable: Apple's, from the SDK's interface, and the
/// model's, from its symbol graph. Both are printed by the compiler; they differ in what does not
/// change which code compiles against them:
///
/// - module qualifiers, parameters' inner names and default values' spelling;
/// - attributes that are not part of the type (isolation, `@_disfavoredOverload`, `@inlinable`, …);
///   `@escaping`, `@autoclosure`, `@Sendable` and result builders (`@ViewBuilder`) are kept;
/// - the names of the declaration's own generic parameters (`<S>` and `<Content>` read `<τ0>`);
/// - the order of `where` requirements, and what a type conforms to (checked elsewhere).
///
/// Whether a parameter has a default value is kept (`= …`): it changes which calls compile.
public enum SignatureNormaliser {
    public static func normalise(_ signature: String) -> String {
        var text = signature.replacingOccurrences(of: "\n", with: " ")
        text = removingBody(text)
        text = removingAttributes(text)
        for word in ["nonisolated(unsafe) ", "nonisolated ", "public ", "open ", "final ", "dynamic ", "optional ", "required ",
                     "convenience ", "override ", "@preconcurrency ", "package "] {
            text = text.replacingOccurrences(of: word, with: "")
        }
        text = text.replacingOccurrences(of: #"\b(?:SwiftUICore|SwiftUI|Swift|Foundation|FoundationEssentials|CoreFoundation|CoreGraphics|_Concurrency|Combine|Observation|SwiftData|UIKit|SwiftUIModel|CombineModel|SwiftDataModel|UIKitModel|CoreGraphicsModel|NetworkingModel|SystemModel|DeveloperToolsSupport|CoreTransferable)\.(?=[A-Za-z_])"#,
                                     with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: "Swift.Void", with: "Void")
        text = collapsingWhitespace(text)
        text = parametersWithoutInnerNames(text)
        // A function type's parameter names (`(_ oldValue: V) -> Bool`) are documentation: the
        // interface prints them, the symbol graph does not. So are a protocol composition's
        // parentheses after `some`.
        text = text.replacingOccurrences(of: #"(?<=[(,] ?)_ [A-Za-z][A-Za-z0-9_]*: "#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\bsome \(([A-Za-z0-9_. &]+)\)"#, with: "some $1", options: .regularExpression)
        // An opaque type's primary associated types (`some Sequence<Phase>`): the symbol graph
        // leaves them out where they name the declaration's own generic parameter (the toolchain's
        // swift-symbolgraph-extract prints `func d<Q>(_ x: some Sequence<Q>)` as `some Sequence`,
        // and `(Q) -> some P<Q>` as `some P`), so neither side keeps them.
        text = text.replacingOccurrences(of: #"\b(some [A-Za-z0-9_.]+)<(?:[^<>]|<[^<>]*>)*>"#, with: "$1", options: .regularExpression)
        text = renamingGenericParameters(text)
        text = sortingWhereClause(text)
        text = text.replacingOccurrences(of: " -> Void", with: "").replacingOccurrences(of: " -> ()", with: "")
        // A stored `let` and a `var { get }` are used alike; an enum case's unlabelled payload
        // prints with or without `_:`.
        text = text.replacingOccurrences(of: #"^(static |class )?let "#, with: "$1var ", options: .regularExpression)
        // A class member (`class var shared`, as Swift imports an Objective-C class property) and
        // a static one are called alike; only a subclass's override tells them apart.
        text = text.replacingOccurrences(of: #"^class (var|func|subscript) "#, with: "static $1 ", options: .regularExpression)
        if text.hasPrefix("case ") { text = text.replacingOccurrences(of: "(_: ", with: "(").replacingOccurrences(of: ", _: ", with: ", ") }
        text = firstBindingWithoutValue(text)
        return collapsingWhitespace(text)
    }

    /// A stored property as it is used: its first binding, without an initial value. Apple's
    /// interface prints a frozen struct's stored properties as written (`var r1: Float = 1, r2:
    /// Float = 0, …`, one declaration named after its first binding), the symbol graph one
    /// declaration per binding and no value; the other bindings are their own declarations there.
    static func firstBindingWithoutValue(_ text: String) -> String {
        guard text.hasPrefix("var ") || text.hasPrefix("static var ") else { return text }
        var binding = splitTopLevel(text).first ?? text
        if let equals = topLevelEquals(binding) { binding = String(binding[..<equals]) }
        return binding.trimmingCharacters(in: .whitespaces)
    }

    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            .replacingOccurrences(of: " : ", with: ": ").replacingOccurrences(of: "( ", with: "(")
            .replacingOccurrences(of: " )", with: ")").replacingOccurrences(of: " ,", with: ",")
    }

    /// Everything from the first top-level `{` (a body, or `{ get set }`).
    static func removingBody(_ text: String) -> String {
        var depth = 0, inString = false
        for (offset, character) in text.enumerated() {
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" { depth -= 1 }
            if character == "{" && depth <= 0 { return String(text.prefix(offset)) }
        }
        return text
    }

    static let keptAttributes: Set<String> = ["escaping", "autoclosure", "Sendable", "MainActor"]

    /// Drops attributes that are not part of a type; keeps `@escaping`, `@autoclosure`,
    /// `@Sendable`, a closure's `@MainActor` and result builders. A declaration's own leading
    /// `@MainActor` is isolation and goes.
    static func removingAttributes(_ text: String) -> String {
        var result = "", index = text.startIndex, atStart = true
        while index < text.endIndex {
            let character = text[index]
            if character == "@" {
                var end = text.index(after: index)
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == "." { end = text.index(after: end) }
                let name = String(text[text.index(after: index)..<end])
                if end < text.endIndex, text[end] == "(" {
                    var depth = 0
                    while end < text.endIndex {
                        if text[end] == "(" { depth += 1 }
                        if text[end] == ")" { depth -= 1; if depth == 0 { end = text.index(after: end); break } }
                        end = text.index(after: end)
                    }
                }
                let bare = name.split(separator: ".").last.map(String.init) ?? name
                let keep = !atStart && (keptAttributes.contains(bare) || bare.hasSuffix("Builder"))
                if keep { result += "@" + bare }
                index = end
                continue
            }
            if !character.isWhitespace && atStart { atStart = false }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    /// `(_ edges: Edge.Set = .all, titleKey: T)` -> `(_: Edge.Set = …, titleKey: T)`.
    static func parametersWithoutInnerNames(_ text: String) -> String {
        guard let open = firstTopLevelParenthesis(text) else { return text }
        guard let close = matching(text, open) else { return text }
        let inside = String(text[text.index(after: open)..<close])
        // An operator's parameters have no argument labels: `(lhs: T, rhs: T)` names them only.
        let isOperator = text[..<open].range(of: #"\bfunc [^A-Za-z_\s(`]"#, options: .regularExpression) != nil
        let parameters = splitTopLevel(inside).map { parameter -> String in
            var parameter = parameter.trimmingCharacters(in: .whitespaces)
            guard let colon = topLevelColon(parameter) else { return parameter }
            var names = parameter[..<colon].split(separator: " ").map(String.init)
            var type = String(parameter[parameter.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if let equals = topLevelEquals(type) {
                type = type[..<equals].trimmingCharacters(in: .whitespaces) + " = …"
            }
            if names.count > 1 || isOperator { names = [isOperator ? "_" : names[0]] }
            parameter = "\(names.first ?? "_"): \(type)"
            return parameter
        }
        return String(text[...open]) + parameters.joined(separator: ", ") + String(text[close...])
    }

    /// `func f<S, T>(…)` -> the names `S`, `T` replaced by `τ0`, `τ1` throughout.
    static func renamingGenericParameters(_ text: String) -> String {
        guard let match = text.firstMatch(of: #/^(?:[a-z ]*?)(?:func|init|subscript|struct|class|enum|typealias|macro)\s*[^\s(<]*\s*<([^<>]*(?:<[^<>]*>[^<>]*)*)>/#) else { return text }
        let names = splitTopLevel(String(match.1)).compactMap { $0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("each ") ? String($0.dropFirst(5)) : $0 }
        var result = text
        for (index, name) in names.enumerated() where !name.isEmpty {
            result = result.replacingOccurrences(of: "\\b\(NSRegularExpression.escapedPattern(for: name))\\b", with: "τ\(index)", options: .regularExpression)
        }
        return result
    }

    static func sortingWhereClause(_ text: String) -> String {
        guard let range = text.range(of: " where ", options: .backwards) else { return text }
        let requirements = splitTopLevel(String(text[range.upperBound...])).map { $0.trimmingCharacters(in: .whitespaces) }.sorted()
        return String(text[..<range.lowerBound]) + " where " + requirements.joined(separator: ", ")
    }

    static func firstTopLevelParenthesis(_ text: String) -> String.Index? {
        var depth = 0
        // An operator's name (`func <`, `func >=`) opens and closes no generic list.
        let start = text.range(of: #"\bfunc [^A-Za-z_\s(`]+"#, options: .regularExpression)?.upperBound ?? text.startIndex
        for index in text[start...].indices {
            switch text[index] {
            case "<": depth += 1
            case ">": if index > text.startIndex && text[text.index(before: index)] != "-" { depth -= 1 }
            case "(": if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    static func matching(_ text: String, _ open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
            index = text.index(after: index)
        }
        return nil
    }

    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0, inString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([<".contains(character) { depth += 1 }
                if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
                if character == "," && depth == 0 { parts.append(current); current = ""; previous = character; continue }
            }
            current.append(character)
            previous = character
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }

    static func topLevelColon(_ text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ":" && depth == 0 { return index }
        }
        return nil
    }

    static func topLevelEquals(_ text: String) -> String.Index? {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            if character == "=" && depth == 0 && previous == " " { return index }
            previous = character
        }
        return nil
    }
}
