import Foundation

/// `--junit FILE`: a test case per run of a scenario, for CI systems: its time in this run, the
/// file and line a failure is about (the expected file's line of the first unmet claim), the
/// failure's first message as the `message` and the whole diff as its text.
public enum JUnitReport {
    public static func render(_ outcomes: [ScenarioOutcome], seconds: Double) -> String {
        var cases: [String] = []
        var failures = 0, errors = 0, skipped = 0, total = 0
        for outcome in outcomes {
            let classname = "coursecheck." + (outcome.id.split(separator: "/").first.map(String.init) ?? "")
            if outcome.variants.isEmpty {
                total += 1
                var attributes = "classname=\"\(XML.escape(classname))\" name=\"\(XML.escape(outcome.id))\" file=\"\(XML.escape(outcome.path))\" time=\"\(time(outcome.seconds))\""
                let line = outcome.message.flatMap(firstLine)
                if let line { attributes += " line=\"\(line)\"" }
                let body: String
                if outcome.verdict == .error {
                    errors += 1
                    body = "<error message=\"\(XML.escape(outcome.message ?? "error"))\"/>"
                } else {
                    failures += 1
                    body = "<failure message=\"\(XML.escape(outcome.verdict.rawValue)): \(XML.escape(outcome.message ?? ""))\"/>"
                }
                cases.append("    <testcase \(attributes)>\(body)</testcase>")
                continue
            }
            for variant in outcome.variants {
                total += 1
                let name = outcome.id + (variant.variant == "default" ? "" : " [\(variant.variant)]")
                let file = variant.unmet.first?.file ?? outcome.path
                var attributes = "classname=\"\(XML.escape(classname))\" name=\"\(XML.escape(name))\" file=\"\(XML.escape(file))\" time=\"\(time(variant.seconds))\""
                if let line = variant.unmet.first?.line { attributes += " line=\"\(line)\"" }
                var body = ""
                switch variant.verdict {
                case .pass: break
                case .knownFailure:
                    skipped += 1
                    body = "<skipped message=\"known failure: \(XML.escape(variant.knownFailureReason ?? ""))\"/>"
                case .fail, .unexpectedPass, .missingExpectation:
                    failures += 1
                    let message = variant.failures.first.map { String($0.split(separator: "\n").first ?? "") } ?? outcome.message ?? variant.verdict.rawValue
                    body = "<failure message=\"\(XML.escape(message))\">\(XML.escape(variant.failures.joined(separator: "\n\n")))</failure>"
                case .error:
                    errors += 1
                    body = "<error message=\"\(XML.escape(outcome.message ?? variant.failures.first ?? "error"))\"/>"
                }
                cases.append("    <testcase \(attributes)>\(body)</testcase>")
            }
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="coursecheck" tests="\(total)" failures="\(failures)" errors="\(errors)" skipped="\(skipped)" time="\(time(seconds))">
        \(cases.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// The line of a `path:line: …` message.
    static func firstLine(_ message: String) -> Int? {
        message.firstMatch(of: #/^[^\s:]+:(\d+):/#).flatMap { Int($0.1) }
    }
}
