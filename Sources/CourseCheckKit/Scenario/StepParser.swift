import CourseCheckProtocol
import Foundation

/// `launch` · `tap "Title"` · `tap "Title" 3 times` · `preview` · `preview "Name"` · `wait 1.5`,
/// and the steps that act on controls (`back`, `select "A" in "P"`…, `ControlStepParser`).
enum StepParser {
    static func parse(_ text: String) -> Result<[RunPlan.Step], StepError> {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard let verb = words.first else { return .failure(StepError("empty step")) }
        let rest = words.count > 1 ? words[1] : ""
        switch verb {
        case "launch":
            return .success([.launch])
        case "type":
            guard let (text, after) = quoted(rest) else {
                return .failure(StepError("type takes a quoted text and a quoted field: type \"Oslo\" into \"City\""))
            }
            let remainder = after.trimmingCharacters(in: .whitespaces)
            guard remainder.hasPrefix("into "), let (field, _) = quoted(String(remainder.dropFirst("into ".count))) else {
                return .failure(StepError("type takes a quoted text and a quoted field: type \"Oslo\" into \"City\""))
            }
            return .success([.type(text: text, field: field)])
        case "tap" where rest.hasPrefix("at "):
            return GestureStepParser.tapAt(rest)
        case "tap" where rest.hasPrefix("tab \""):
            return ControlStepParser.tapTab(String(rest.dropFirst("tab ".count)))
        case "tap", "toggle":
            guard let (title, after) = quoted(rest) else { return .failure(StepError("tap needs a quoted title: tap \"Add\"")) }
            var count = 1
            let trimmed = after.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty {
                let parts = trimmed.split(separator: " ")
                guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isASCII), parts[0].allSatisfy(\.isNumber),
                      parts[1] == "times" || parts[1] == "time" else {
                    return .failure(StepError("after the title, a tap takes `N times`"))
                }
                guard let n = Int(parts[0]), n <= InputLimits.steps else {
                    return .failure(StepError("a tap repeats at most \(InputLimits.steps) times, not \(parts[0]) (docs/SCENARIOS.md, \"Limits\")"))
                }
                guard n > 0 else { return .failure(StepError("after the title, a tap takes `N times`")) }
                count = n
            }
            return .success(Array(repeating: .tap(title: title), count: count))
        case "preview":
            if rest.isEmpty { return .success([.preview(name: nil)]) }
            guard let (name, _) = quoted(rest) else { return .failure(StepError("preview takes a quoted name: preview \"List\"")) }
            return .success([.preview(name: name)])
        case "test":
            return .success([.test])
        case "background", "foreground":
            guard rest.isEmpty else { return .failure(StepError("\(verb) takes nothing after it")) }
            return .success([verb == "background" ? .background : .foreground])
        case "open":
            guard rest.hasPrefix("url "), let (url, after) = quoted(String(rest.dropFirst("url ".count))),
                  after.trimmingCharacters(in: .whitespaces).isEmpty, URL(string: url) != nil else {
                return .failure(StepError("open takes a quoted URL: open url \"myapp://trip/3\""))
            }
            return .success([.openURL(url: url)])
        case "wait":
            let number = rest.hasSuffix("s") ? String(rest.dropLast()) : rest
            guard let seconds = Double(number), seconds > 0, seconds.isFinite else {
                return .failure(StepError("wait takes a positive number of seconds: wait 1.5 (not \(rest.isEmpty ? "nothing" : rest))"))
            }
            guard seconds <= InputLimits.simulatedSeconds else { return .failure(simulatedTimeTooLong("a wait", rest)) }
            return .success([.wait(seconds: seconds)])
        default:
            if let parsed = ControlStepParser.parse(verb: verb, rest: rest) { return parsed }
            if let parsed = GestureStepParser.parse(verb: verb, rest: rest) { return parsed }
            let verbs = ["launch", "tap", "toggle", "type", "preview", "wait", "test", "background", "foreground", "open"]
                + ControlStepParser.verbs + GestureStepParser.verbs
            return .failure(StepError("unknown step '\(verb)'" + DidYouMean.hint(for: verb, among: verbs)
                                      + " (steps: \(verbs.map { $0 == "open" ? "open url" : $0 }.joined(separator: ", ")))"))
        }
    }

    /// A simulated duration past `InputLimits.simulatedSeconds`.
    static func simulatedTimeTooLong(_ what: String, _ given: String) -> StepError {
        StepError("\(what) lasts at most \(Int(InputLimits.simulatedSeconds)) s of simulated time, not \(given) (docs/SCENARIOS.md, \"Limits\")")
    }

    static func quoted(_ text: String) -> (String, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
        return (String(trimmed[trimmed.index(after: trimmed.startIndex)..<end]), String(trimmed[trimmed.index(after: end)...]))
    }
}
