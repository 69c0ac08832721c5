import Foundation

/// One compiler diagnostic, relative to the scenario.
public struct Diagnostic: Codable, Sendable, Hashable {
    /// The scenario file's name; nil for single-file scenarios' own file in the report, or a
    /// diagnostic with no location.
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    public var message: String

    /// `12:9 warning: message`, or `File.swift:12:9 warning: message` in a multi-file scenario.
    public func reportLine(showFile: Bool) -> String {
        var position = ""
        if let line, let column {
            position = (showFile ? "\(file ?? "?"):" : "") + "\(line):\(column) "
        } else if let file, showFile {
            position = "\(file) "
        }
        return position + "\(severity.rawValue): \(message)"
    }

    /// How serious the compiler says a diagnostic is.
    public enum Severity: String, Codable, Sendable, CaseIterable {
        case error, warning, note, remark
    }

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }
}
