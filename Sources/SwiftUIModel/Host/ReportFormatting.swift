import CourseCheckProtocol
import Foundation

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
