import Foundation

/// Turns swiftc's output (`-diagnostic-style llvm`) into `Diagnostic`s: positions relative to the
/// scenario's files, no machine paths, no `[#Group]` documentation tags.
public enum DiagnosticNormaliser {
    /// - Parameters:
    ///   - output: what swiftc printed.
    ///   - workDirectory: where the scenario's files were compiled (their paths are stripped).
    ///   - fileNames: maps a compiled file's name to the scenario's name for it (`main.swift` →
    ///     the script's own name).
    public static func normalise(_ output: String, workDirectory: String, fileNames: [String: String] = [:]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            guard let parsed = parse(line) else { continue }
            var diagnostic = parsed
            if let file = diagnostic.file {
                if file.hasPrefix(workDirectory + "/") {
                    let name = String(file.dropFirst(workDirectory.count + 1))
                    diagnostic.file = fileNames[name] ?? name
                } else if file.contains("swift-generated-sources") || file.contains("@__swiftmacro") {
                    diagnostic.file = "<macro expansion>"
                } else {
                    diagnostic.file = URL(fileURLWithPath: file).lastPathComponent
                }
            }
            diagnostic.message = cleanMessage(diagnostic.message, workDirectory: workDirectory)
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }

    /// `path:12:9: error: message` or `error: message`.
    static func parse(_ line: String) -> Diagnostic? {
        for severity in Diagnostic.Severity.allCases {
            let marker = ": \(severity.rawValue): "
            if let range = line.range(of: marker) {
                let location = String(line[..<range.lowerBound])
                let message = String(line[range.upperBound...])
                let parts = location.split(separator: ":", omittingEmptySubsequences: false)
                if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) {
                    return Diagnostic(file: parts.dropLast(2).joined(separator: ":"), line: l, column: c, severity: severity, message: message)
                }
                if location.hasPrefix("/") || location.hasSuffix(".swift") {
                    return Diagnostic(file: location, line: nil, column: nil, severity: severity, message: message)
                }
            }
            if line.hasPrefix("\(severity.rawValue): ") {
                return Diagnostic(file: nil, line: nil, column: nil, severity: severity, message: String(line.dropFirst(severity.rawValue.count + 2)))
            }
        }
        return nil
    }

    static func cleanMessage(_ message: String, workDirectory: String) -> String {
        var text = message
        // Swift 6 appends the diagnostic's documentation group: `… [#DeprecatedDeclaration]`.
        if let range = text.range(of: #" \[#[A-Za-z]+\]$"#, options: .regularExpression) {
            text.removeSubrange(range)
        }
        return text.replacingOccurrences(of: workDirectory + "/", with: "")
    }
}
