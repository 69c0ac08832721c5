import Foundation

/// Reads Swift Testing's JUnit XML into one line per test, as Xcode's test results list them.
enum TestResults {
    static func lines(fromJUnit xml: String) -> [String] {
        var lines: [String] = []
        var rest = Substring(xml)
        while let start = rest.range(of: "<testcase ") {
            let tail = rest[start.upperBound...]
            // `<testcase … />` ends with its opening tag; otherwise at `</testcase>`.
            let openingEnd = tail.firstIndex(of: ">") ?? tail.endIndex
            let selfClosing = openingEnd > tail.startIndex && tail[tail.index(before: openingEnd)] == "/"
            let end = selfClosing ? tail.index(after: openingEnd) : (tail.range(of: "</testcase>")?.upperBound ?? tail.endIndex)
            let element = tail[..<end]
            let name = attribute("name", in: element) ?? "?"
            let time = Double(attribute("time", in: element) ?? "") ?? 0
            if element.contains("<failure") {
                let message = attribute("message", in: element[(element.range(of: "<failure")?.lowerBound ?? element.startIndex)...]) ?? ""
                lines.append("✗ \(name): failed (\(String(format: "%.3f", time)) s)\(message.isEmpty ? "" : ": " + message)")
            } else if element.contains("<skipped") {
                lines.append("↷ \(name): skipped")
            } else {
                lines.append("✓ \(name): passed (\(String(format: "%.3f", time)) s)")
            }
            rest = tail[end...]
        }
        return lines
    }

    static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let value = element[start.upperBound...].prefix { $0 != "\"" }
        return String(value).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
