import CourseCheckProtocol
import Foundation

/// `// network: URL -> ANSWER [delay S] [max-age S]`, where ANSWER is `image WxH`, `status N`
/// (an empty body) or `json "…"`: how the simulated network answers that URL.
enum NetworkDirective {
    static func parse(_ value: String) -> Result<RunPlan.NetworkRoute, StepError> {
        let sides = value.components(separatedBy: "->").map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 2, !sides[0].isEmpty else {
            return .failure(StepError("network is `URL -> image WxH | status N | json \"…\" [delay S] [max-age S]`"))
        }
        var rest = sides[1]
        var status = 200
        var body = RunPlan.NetworkRoute.Body.none
        var delay = 0.0
        var maxAge: Double?
        while !rest.isEmpty {
            let word = rest.prefix(while: { $0 != " " })
            rest = String(rest.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
            let argument = String(rest.prefix(while: { $0 != " " }))
            switch word {
            case "image":
                let size = argument.split(separator: "x")
                guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]) else { return .failure(StepError("image takes WxH: image 300x300")) }
                guard (1...InputLimits.imagePixels).contains(w), (1...InputLimits.imagePixels).contains(h) else {
                    return .failure(StepError("image takes a width and height from 1 to \(InputLimits.imagePixels) pixels, not \(argument) (docs/SCENARIOS.md, \"Limits\")"))
                }
                body = .image(width: w, height: h)
            case "status":
                guard let n = Int(argument) else { return .failure(StepError("status takes a number")) }
                status = n
            case "delay":
                guard let s = Double(argument.replacingOccurrences(of: "s", with: "")), s >= 0, s.isFinite else { return .failure(StepError("delay takes seconds")) }
                guard s <= InputLimits.simulatedSeconds else { return .failure(StepParser.simulatedTimeTooLong("a network answer's delay", argument)) }
                delay = s
            case "max-age":
                guard let s = Double(argument), s >= 0, s.isFinite else { return .failure(StepError("max-age takes seconds")) }
                maxAge = s
            case "json":
                guard rest.hasPrefix("\"") else { return .failure(StepError("json takes a quoted text")) }
                var text = "", escaped = false, index = rest.index(after: rest.startIndex)
                while index < rest.endIndex {
                    let c = rest[index]
                    if escaped { text.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { break } else { text.append(c) }
                    index = rest.index(after: index)
                }
                body = .json(text)
                rest = index < rest.endIndex ? String(rest[rest.index(after: index)...]).trimmingCharacters(in: .whitespaces) : ""
                continue
            default:
                return .failure(StepError("unknown network answer '\(word)'"))
            }
            rest = String(rest.dropFirst(argument.count)).trimmingCharacters(in: .whitespaces)
        }
        return .success(RunPlan.NetworkRoute(url: sides[0], status: status, body: body, delay: delay, maxAge: maxAge))
    }
}
