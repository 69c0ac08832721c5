import CourseCheckProtocol
import Foundation

/// SwiftUI's own console lines, written where the scenario's `print`s go so that they interleave
/// in the order they happened.
public enum ModelLog {
    public static func log(_ line: String) {
        print(line)
    }
}
