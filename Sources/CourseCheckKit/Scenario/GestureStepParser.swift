import CourseCheckProtocol
import Foundation

/// The touch steps for gestures: `tap at X,Y` · `double tap "View"` · `long press "View" for 1s`
/// · `drag "View" by DX,DY [over 0.3s] [after holding 0.6s]` · `pinch "View" to 2x` · `rotate "View" by 90°`. A target is a quoted title or
/// text, or `at X,Y` in screen points.
enum GestureStepParser {
    static let verbs = ["double", "long", "drag", "pinch", "rotate"]
    /// How long a drag takes when the step does not say (no source: a brisk drag).
    static let defaultDragSeconds = 0.3

    /// nil when the verb is not one of these.
    static func parse(verb: String, rest: String) -> Result<[RunPlan.Step], StepError>? {
        switch verb {
        case "double":
            guard rest.hasPrefix("tap "), let (target, after) = target(String(rest.dropFirst(4))), after.isEmpty else {
                return failure("double tap takes a view or a point: double tap \"Card\"")
            }
            return .success([.touchTap(target: target, count: 2)])
        case "long":
            guard rest.hasPrefix("press "), let (target, after) = target(String(rest.dropFirst(6))),
                  after.hasPrefix("for "), let seconds = seconds(String(after.dropFirst(4))) else {
                return failure("long press takes a view and a duration of up to \(Int(InputLimits.simulatedSeconds)) s: long press \"Card\" for 1s")
            }
            return .success([.longPress(target: target, seconds: seconds)])
        case "drag":
            guard let (target, after) = target(rest), after.hasPrefix("by ") else {
                return failure("drag takes a view and a distance: drag \"Card\" by 100,0 over 0.3s")
            }
            var rest = String(after.dropFirst(3))
            var hold = 0.0
            if let range = rest.range(of: " after holding ") {
                guard let given = seconds(String(rest[range.upperBound...])) else {
                    return failure("a drag holds for a duration of up to \(Int(InputLimits.simulatedSeconds)) s first: after holding 0.6s")
                }
                hold = given
                rest = String(rest[..<range.lowerBound])
            }
            let words = rest.split(separator: " ", maxSplits: 1).map(String.init)
            guard let vector = words.first.flatMap(pair) else { return failure("drag takes a distance DX,DY in points: drag \"Card\" by 100,0") }
            var duration = defaultDragSeconds
            if words.count == 2 {
                guard words[1].hasPrefix("over "), let given = seconds(String(words[1].dropFirst(5))) else {
                    return failure("after its distance, a drag takes `over Ns` (and `after holding Ns`), each up to \(Int(InputLimits.simulatedSeconds)) s")
                }
                duration = given
            }
            return .success([.drag(target: target, dx: vector.0, dy: vector.1, seconds: duration, hold: hold)])
        case "pinch":
            guard let (target, after) = target(rest), after.hasPrefix("to "), after.hasSuffix("x"),
                  let scale = Double(after.dropFirst(3).dropLast()), scale > 0, scale.isFinite else {
                return failure("pinch takes a view and a scale: pinch \"Photo\" to 2x")
            }
            return .success([.pinch(target: target, scale: scale)])
        case "rotate":
            guard let (target, after) = target(rest), after.hasPrefix("by ") else {
                return failure("rotate takes a view and an angle in degrees: rotate \"Dial\" by 90°")
            }
            var number = String(after.dropFirst(3))
            if number.hasSuffix("°") { number = String(number.dropLast()) }
            guard let degrees = Double(number), degrees.isFinite, degrees != 0, abs(degrees) < 180 else {
                return failure("rotate takes an angle in degrees, more than -180 and less than 180: rotate \"Dial\" by 90°")
            }
            return .success([.rotate(target: target, degrees: degrees)])
        default:
            return nil
        }
    }

    /// `tap at X,Y`.
    static func tapAt(_ rest: String) -> Result<[RunPlan.Step], StepError> {
        guard let (target, after) = target(rest), after.isEmpty else { return failure("tap at takes a point: tap at 200,400") }
        return .success([.touchTap(target: target, count: 1)])
    }

    /// A quoted title or `at X,Y`, and what follows it (trimmed).
    static func target(_ text: String) -> (RunPlan.TouchTarget, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("at ") {
            let words = trimmed.dropFirst(3).split(separator: " ", maxSplits: 1).map(String.init)
            guard let point = words.first.flatMap(pair) else { return nil }
            return (.point(x: point.0, y: point.1), words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : "")
        }
        guard let (title, after) = StepParser.quoted(trimmed) else { return nil }
        return (.view(title), after.trimmingCharacters(in: .whitespaces))
    }

    private static func pair(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: ",")
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite else { return nil }
        return (a, b)
    }

    /// A duration in seconds; nil when it is not one, or longer than a gesture may last
    /// (`InputLimits.simulatedSeconds`: the host moves a gesture frame by frame).
    private static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let number = trimmed.hasSuffix("s") ? String(trimmed.dropLast()) : trimmed
        guard let value = Double(number), value > 0, value.isFinite, value <= InputLimits.simulatedSeconds else { return nil }
        return value
    }

    private static func failure(_ message: String) -> Result<[RunPlan.Step], StepError> { .failure(StepError(message)) }
}
