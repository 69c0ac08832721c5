import CourseCheckProtocol
import Foundation

/// The steps that act on controls and screen elements: `back` · `dismiss` · `select "Option" in
/// "Picker"` · `set "Slider" to 0.5` · `increment "Stepper"` · `decrement "Stepper"` ·
/// `swipe "Row" left` · `delete "Row"` · `move "Row" to 2` · `search "text"` · `submit "Field"` ·
/// `refresh` · `tap tab "Title"` · `choose date "2027-06-12" in "Picker"`; and VoiceOver's:
/// `activate "X"` · `adjust "X" up` · `action "Name" on "X"` · `escape` · `magic tap`.
enum ControlStepParser {
    static let verbs = ["back", "dismiss", "select", "set", "increment", "decrement", "swipe", "delete", "move", "search", "submit", "refresh", "choose",
                        "activate", "adjust", "action", "escape", "magic tap"]

    /// nil when the verb is not one of these.
    static func parse(verb: String, rest: String) -> Result<[RunPlan.Step], StepError>? {
        switch verb {
        case "back": return bare(.back, rest, "back")
        case "dismiss": return bare(.dismiss, rest, "dismiss")
        case "refresh": return bare(.refresh, rest, "refresh")
        case "select":
            guard let (option, picker) = pair(rest, joiner: "in") else { return failure("select takes an option and a picker: select \"Vanilla\" in \"Flavor\"") }
            return .success([.select(option: option, picker: picker)])
        case "set":
            guard let (control, after) = StepParser.quoted(rest) else { return failure("set takes a slider and a value: set \"Volume\" to 0.5") }
            let words = after.split(separator: " ")
            guard words.count == 2, words[0] == "to", let value = Double(words[1]), value.isFinite else { return failure("set takes a slider and a value: set \"Volume\" to 0.5") }
            return .success([.set(control: control, value: value)])
        case "increment", "decrement":
            guard let (stepper, after) = StepParser.quoted(rest), after.trimmingCharacters(in: .whitespaces).isEmpty else {
                return failure("\(verb) takes a stepper's title: \(verb) \"Nights\"")
            }
            return .success([verb == "increment" ? .increment(stepper: stepper) : .decrement(stepper: stepper)])
        case "swipe":
            guard let (row, after) = StepParser.quoted(rest), let direction = RunPlan.SwipeDirection(rawValue: after.trimmingCharacters(in: .whitespaces)) else {
                return failure("swipe takes a row and a direction: swipe \"Row\" left")
            }
            return .success([.swipe(row: row, direction: direction)])
        case "delete", "search", "submit":
            guard let (text, after) = StepParser.quoted(rest), after.trimmingCharacters(in: .whitespaces).isEmpty else {
                return failure("\(verb) takes one quoted text: \(verb) \"Row\"")
            }
            switch verb {
            case "delete": return .success([.delete(row: text)])
            case "search": return .success([.search(text: text)])
            default: return .success([.submit(field: text)])
            }
        case "move":
            guard let (row, after) = StepParser.quoted(rest) else { return failure("move takes a row and a position: move \"Row\" to 1") }
            let words = after.split(separator: " ")
            guard words.count == 2, words[0] == "to", let position = Int(words[1]), position > 0 else { return failure("move takes a row and a position from 1: move \"Row\" to 1") }
            return .success([.move(row: row, position: position)])
        case "activate":
            guard let (element, after) = StepParser.quoted(rest), after.trimmingCharacters(in: .whitespaces).isEmpty else {
                return failure("activate takes an element's label: activate \"Add\"")
            }
            return .success([.activate(element: element)])
        case "adjust":
            guard let (element, after) = StepParser.quoted(rest), let direction = RunPlan.AdjustDirection(rawValue: after.trimmingCharacters(in: .whitespaces)) else {
                return failure("adjust takes an element's label and up or down: adjust \"Volume\" up")
            }
            return .success([.adjust(element: element, direction: direction)])
        case "action":
            guard let (name, element) = pair(rest, joiner: "on") else { return failure("action takes an action's name and an element's label: action \"Delete\" on \"Message\"") }
            return .success([.accessibilityAction(name: name, element: element)])
        case "escape": return bare(.escape, rest, "escape")
        case "magic":
            guard rest.trimmingCharacters(in: .whitespaces) == "tap" else { return failure("magic tap takes nothing after it") }
            return .success([.magicTap])
        case "choose":
            guard rest.hasPrefix("date "), let (date, picker) = pair(String(rest.dropFirst("date ".count)), joiner: "in") else {
                return failure("choose takes a day and a date picker: choose date \"2027-06-12\" in \"Start\"")
            }
            return .success([.chooseDate(date: date, picker: picker)])
        default:
            return nil
        }
    }

    static func tapTab(_ rest: String) -> Result<[RunPlan.Step], StepError> {
        guard let (title, after) = StepParser.quoted(rest), after.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .failure(StepError("tap tab takes a tab's title: tap tab \"Settings\""))
        }
        return .success([.tapTab(title: title)])
    }

    private static func bare(_ step: RunPlan.Step, _ rest: String, _ verb: String) -> Result<[RunPlan.Step], StepError> {
        rest.trimmingCharacters(in: .whitespaces).isEmpty ? .success([step]) : .failure(StepError("\(verb) takes nothing after it"))
    }

    /// `"A" joiner "B"`.
    private static func pair(_ text: String, joiner: String) -> (String, String)? {
        guard let (first, after) = StepParser.quoted(text) else { return nil }
        let remainder = after.trimmingCharacters(in: .whitespaces)
        guard remainder.hasPrefix(joiner + " "), let (second, tail) = StepParser.quoted(String(remainder.dropFirst(joiner.count + 1))),
              tail.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return (first, second)
    }

    private static func failure(_ message: String) -> Result<[RunPlan.Step], StepError> { .failure(StepError(message)) }
}
