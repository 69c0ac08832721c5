import Foundation

/// `coursecheck merge-junit OUT IN…`: the JUnit files of the shards of one check (`--shard`) as
/// one file, as if one machine had checked the whole course: every test case, the counts summed,
/// the longest shard's time (the shards ran side by side).
public enum JUnitMerge {
    public static func merge(_ reports: [String]) -> String {
        var cases: [String] = []
        var totals = ["tests": 0, "failures": 0, "errors": 0, "skipped": 0]
        var seconds = 0.0
        for report in reports {
            for line in report.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("<testcase ") {
                    cases.append("    " + trimmed)
                } else if trimmed.hasPrefix("<testsuite ") {
                    for name in totals.keys { totals[name]! += Int(attribute(name, in: trimmed) ?? "") ?? 0 }
                    seconds = max(seconds, Double(attribute("time", in: trimmed) ?? "") ?? 0)
                }
            }
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="coursecheck" tests="\(totals["tests"]!)" failures="\(totals["failures"]!)" errors="\(totals["errors"]!)" skipped="\(totals["skipped"]!)" time="\(String(format: "%.3f", seconds))">
        \(cases.sorted().joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }
}
