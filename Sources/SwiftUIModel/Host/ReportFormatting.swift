import CourseCheckProtocol
import Foundation

/// How the model writes values in its report lines, so that the harness's notation is stable.
enum ReportQuoting {
    /// Double-quoted, with `"`, `\` and control characters escaped.
    static func quote(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

/// SwiftUI's own console lines, written where the scenario's `print`s go so that they interleave
/// in the order they happened.
public enum ModelLog {
    public static func log(_ line: String) {
        print(line)
    }
}

extension TextResolver {
    /// The characters of a Text resolved in the default environment (for labels).
    nonisolated static func plain(_ text: Text) -> String {
        MainActor.assumeIsolated { resolve(text, in: EnvironmentValues()) }
    }
}
