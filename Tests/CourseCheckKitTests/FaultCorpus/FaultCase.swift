import Foundation
import Testing

/// One case of the fault corpus (Tests/FaultCorpus, whose README.md is the format's definition):
/// a small course to write, how to run `coursecheck` on it, and what the user should get.
struct FaultCase: CustomTestStringConvertible, Sendable {
    /// The file's path under Tests/FaultCorpus, without `.case`.
    var name: String
    /// The first comment: what the case feeds the harness.
    var summary = ""
    var status: Int32 = -1
    var verdict: String?
    var says: [String] = []
    var never: [String] = []
    var absent: [String] = []
    var arguments = ["check"]
    var environment: [String: String] = [:]
    var unset: [String] = []
    var limitSeconds = 300.0
    var memoryMiB = 1024
    var quick = false
    var requires: [String] = []
    /// Who owns the course folder (`owner:`), when not the runner.
    var owner: UInt32?
    var files: [File] = []

    var testDescription: String { name }

    struct File: Sendable {
        enum Content: Sendable {
            case text(String)
            case bytes([UInt8])
            case link(String)
            case folder
        }
        var path: String
        var content: Content?
        var mode: Int?
        var owner: UInt32?
    }

    enum ParseError: Error, CustomStringConvertible {
        case bad(String, Int, String)
        var description: String {
            switch self { case let .bad(file, line, message): "\(file).case:\(line): \(message)" }
        }
    }

    /// `\u{1B}` is the character, `\\` a backslash (in `says:`, `never:`, `env:` values and paths).
    static func unescape(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let slash = rest.firstIndex(of: "\\") {
            result += rest[..<slash]
            let after = rest[rest.index(after: slash)...]
            if after.hasPrefix("\\") {
                result += "\\"
                rest = after.dropFirst()
            } else if after.hasPrefix("u{"), let close = after.firstIndex(of: "}"),
                      let value = UInt32(after[after.index(after.startIndex, offsetBy: 2)..<close], radix: 16), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
                rest = after[after.index(after: close)...]
            } else {
                result += "\\"
                rest = after
            }
        }
        return result + rest
    }

    static func parse(_ text: String, name: String) throws -> FaultCase {
        var fault = FaultCase(name: name)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        func fail(_ message: String) -> ParseError { .bad(name, index + 1, message) }
        while index < lines.count, !lines[index].hasPrefix("--- ") {
            let line = lines[index]
            defer { index += 1 }
            if line.hasPrefix("#") {
                if fault.summary.isEmpty { fault.summary = line.dropFirst().trimmingCharacters(in: .whitespaces) }
                continue
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            guard let colon = line.firstIndex(of: ":") else { throw fail("not `key: value`: \(line)") }
            let key = String(line[..<colon])
            var value = String(line[line.index(after: colon)...])
            if value.hasPrefix(" ") { value.removeFirst() }
            switch key {
            case "status": guard let status = Int32(value) else { throw fail("status takes 0, 1 or 2") }; fault.status = status
            case "verdict": fault.verdict = value
            case "says": fault.says.append(unescape(value))
            case "never": fault.never.append(unescape(value))
            case "absent": fault.absent.append(value)
            case "args": fault.arguments = value.split(separator: " ").map(String.init)
            case "env":
                guard let equals = value.firstIndex(of: "=") else { throw fail("env takes NAME=VALUE") }
                fault.environment[String(value[..<equals])] = unescape(String(value[value.index(after: equals)...]))
            case "unset": fault.unset.append(value)
            case "limit": guard let seconds = Double(value) else { throw fail("limit takes seconds") }; fault.limitSeconds = seconds
            case "memory": guard let mib = Int(value) else { throw fail("memory takes MiB") }; fault.memoryMiB = mib
            case "quick": fault.quick = value == "yes"
            case "requires": fault.requires.append(value)
            case "owner": guard let owner = UInt32(value) else { throw fail("owner takes a uid") }; fault.owner = owner
            default: throw fail("unknown key \(key)")
            }
        }
        guard fault.status >= 0 else { throw fail("no `status:`") }
        guard !fault.summary.isEmpty else { throw fail("no `#` line saying what the case is") }
        while index < lines.count {
            var words = lines[index].dropFirst(4).split(separator: " ").map(String.init)
            guard !words.isEmpty else { throw fail("`--- ` names no path") }
            var file = File(path: unescape(words.removeFirst()))
            index += 1
            var body: [String] = []
            while index < lines.count, !lines[index].hasPrefix("--- ") {
                body.append(lines[index].hasPrefix("\\--- ") ? String(lines[index].dropFirst()) : lines[index])
                index += 1
            }
            while body.last == "" { body.removeLast() }
            var repeats = 1
            var kind = "text"
            while !words.isEmpty {
                let word = words.removeFirst()
                switch word {
                case "->":
                    guard let target = words.first else { throw fail("-> needs a target") }
                    file.content = .link(target)
                    words.removeFirst()
                    kind = "link"
                case "repeat": guard let n = words.first.flatMap(Int.init) else { throw fail("repeat takes N") }; repeats = n; words.removeFirst()
                case "bytes": kind = "bytes"
                case "mode": guard let mode = words.first.flatMap({ Int($0, radix: 8) }) else { throw fail("mode takes octal") }; file.mode = mode; words.removeFirst()
                case "owner": guard let owner = words.first.flatMap(UInt32.init) else { throw fail("owner takes a uid") }; file.owner = owner; words.removeFirst()
                default: throw fail("unknown file modifier \(word)")
                }
            }
            if file.path.hasSuffix("/") {
                file.path.removeLast()
                file.content = .folder
            } else if kind == "bytes" {
                file.content = .bytes(try body.joined(separator: " ").split(separator: " ").map { word in
                    guard let byte = UInt8(word, radix: 16) else { throw fail("not a hexadecimal byte: \(word)") }
                    return byte
                })
            } else if kind == "text", !(body.isEmpty && file.mode != nil) {
                let text = body.map { $0 + "\n" }.joined()
                file.content = .text(repeats == 1 ? text : (1...repeats).map { text.replacingOccurrences(of: "{n}", with: String($0)) }.joined())
            }
            fault.files.append(file)
        }
        return fault
    }
}
