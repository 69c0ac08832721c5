import Foundation

/// Compares a claimed section with an observed one.
///
/// By default the claimed lines must appear among the observed ones in order, others may come
/// between (LLVM FileCheck's CHECK lines). `exactly` claims every observed line, in order, except
/// step markers (`[launch]`) and notes when the claim writes none of them.
public enum SectionMatcher {
    public struct Mismatch: Sendable, Equatable {
        /// Index in the claimed lines of the first line that was not found.
        public var expectedIndex: Int
        /// Index in the observed lines from which it was looked for.
        public var observedIndex: Int
        public var reason: String
    }

    public static func compare(expected: ExpectedFile.Section, observed: [String]) -> Mismatch? {
        expected.exactly ? compareExactly(expected.lines, observed) : compareInOrder(expected.lines, observed)
    }

    static func compareInOrder(_ expected: [String], _ observed: [String]) -> Mismatch? {
        var position = 0
        for (index, line) in expected.enumerated() {
            guard let found = observed[position...].firstIndex(where: { LineMatcher.matches(expected: line, observed: $0) }) else {
                return Mismatch(expectedIndex: index, observedIndex: position, reason: "not found after the lines matched before it")
            }
            position = found + 1
        }
        return nil
    }

    static func compareExactly(_ expected: [String], _ observed: [String]) -> Mismatch? {
        let claimsMarkers = expected.contains { isMarker($0) }
        let claimsNotes = expected.contains { $0.contains("note: ") }
        let relevant = observed.filter { line in
            !(isMarker(line) && !claimsMarkers) && !(line.contains("note: ") && !claimsNotes)
        }
        for (index, line) in expected.enumerated() {
            guard index < relevant.count else {
                return Mismatch(expectedIndex: index, observedIndex: relevant.count, reason: "the observation ends before this line")
            }
            if !LineMatcher.matches(expected: line, observed: relevant[index]) {
                return Mismatch(expectedIndex: index, observedIndex: index, reason: "a different line is here")
            }
        }
        if relevant.count > expected.count {
            return Mismatch(expectedIndex: expected.count, observedIndex: expected.count, reason: "the observation has more lines than claimed")
        }
        return nil
    }

    /// `[launch]`, `[tap "Tap" #2]`: where a step begins in the console section.
    static func isMarker(_ line: String) -> Bool {
        line.hasPrefix("[") && line.hasSuffix("]")
    }
}
