import Foundation

/// `--junit FILE`: one test case per run of a scenario, for CI systems.
public enum JUnitReport {
    public static func render(_ outcomes: [ScenarioOutcome], seconds: Double) -> String {
        var cases: [String] = []
        var failures = 0, errors = 0, skipped = 0, total = 0
        for outcome in outcomes {
            let runs: [(String, Verdict, String, Double)] = outcome.variants.isEmpty
                ? [("", outcome.verdict, outcome.message ?? "", outcome.seconds)]
                : outcome.variants.map { ($0.variant == "default" ? "" : " [\($0.variant)]", $0.verdict, $0.failures.joined(separator: "\n\n"), $0.compileSeconds + $0.runSeconds) }
            for (suffix, verdict, detail, time) in runs {
                total += 1
                let name = escape(outcome.id + suffix)
                var body = ""
                switch verdict {
                case .pass: break
                case .knownFailure:
                    skipped += 1
                    body = "<skipped message=\"known failure\"/>"
                case .fail, .unexpectedPass, .missingExpectation:
                    failures += 1
                    body = "<failure message=\"\(escape(verdict.rawValue)): \(escape(outcome.claims.joined(separator: ", ")))\">\(escape(detail.isEmpty ? outcome.message ?? "" : detail))</failure>"
                case .error:
                    errors += 1
                    body = "<error message=\"\(escape(outcome.message ?? "error"))\"/>"
                }
                cases.append("    <testcase classname=\"coursecheck.\(escape(outcome.id.split(separator: "/").first.map(String.init) ?? ""))\" name=\"\(name)\" time=\"\(String(format: "%.3f", time))\">\(body)</testcase>")
            }
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="coursecheck" tests="\(total)" failures="\(failures)" errors="\(errors)" skipped="\(skipped)" time="\(String(format: "%.3f", seconds))">
        \(cases.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
