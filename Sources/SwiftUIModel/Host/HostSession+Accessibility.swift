import CourseCheckProtocol
import Foundation

/// VoiceOver's steps: what a person using VoiceOver does to an element of the accessibility tree
/// (`AccessibilityTree`), found by its label in the frontmost layer (Apple's iPhone User Guide,
/// "Use VoiceOver gestures on iPhone"; Perkins School for the Blind, "2-Finger scrub gesture"): a
/// double tap activates it, a swipe up or down adjusts it, the actions rotor performs one of its
/// custom actions, a two-finger scrub escapes (closes what is open, or goes back to the previous
/// page, "similar to activating the Back button"), a two-finger double tap is the magic tap (the
/// screen's main action: `accessibilityAction(.magicTap)`). A step that finds no such element
/// reports a problem naming what there is, and does nothing.
extension HostSession {
    func voiceOver(_ step: RunPlan.Step) {
        guard let graph else { problems.append("nothing is on screen for \(step.description)"); return }
        let laidOut = layOut(graph)
        let elements = AccessibilityTree.elements(of: laidOut.frontRoots)
        switch step {
        case .activate(let label):
            guard let element = element(labelled: label, in: elements, what: "element") else { return }
            if element.traits.contains(.notEnabled) {
                ModelEvents.record("\(element.role.rawValue) \"\(label)\" is dimmed: activating it does nothing")
                return
            }
            if let action = element.defaultAction {
                action()
            } else if !tapCentre(of: element.source, laidOut) {
                // VoiceOver's double tap with no action of the element's own touches its centre;
                // nothing there hears it.
                problems.append("activating \"\(label)\" does nothing: it has no action and no gesture at its centre")
            }
        case .adjust(let label, let direction):
            let adjustable = elements.filter { $0.adjust != nil }
            guard let element = element(labelled: label, in: adjustable, what: "adjustable element") else { return }
            element.adjust?(direction == .up ? .increment : .decrement)
        case .accessibilityAction(let name, let label):
            guard let element = element(labelled: label, in: elements, what: "element") else { return }
            guard let action = element.namedActions.first(where: { $0.name == name }) else {
                let names = element.namedActions.map { "\"\($0.name)\"" }
                problems.append("\"\(label)\" has no action named \"\(name)\"; its actions: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
                return
            }
            action.perform()
        case .escape:
            // The app's escape action if an element has one, else the system's: back in a
            // navigation stack.
            if let escape = elements.lazy.compactMap(\.escape).first {
                escape()
            } else if let back = laidOut.interactive().first(where: { $0.node.kind == "BackButton" })?.node.touch.tapAction {
                back()
            } else {
                problems.append("escape does nothing: no element has an escape action, and there is no screen to go back to")
            }
        case .magicTap:
            guard let magicTap = elements.lazy.compactMap(\.magicTap).first else {
                problems.append("magic tap does nothing: no element has a magic tap action")
                return
            }
            magicTap()
        default:
            break
        }
        graph.update()
    }

    /// The first element in reading order labelled `label`, or a problem naming the labels there are.
    private func element(labelled label: String, in elements: [AccessibilityNode], what: String) -> AccessibilityNode? {
        if let match = elements.first(where: { $0.label == label }) { return match }
        let labels = elements.map(\.label).filter { !$0.isEmpty }.map { "\"\($0)\"" }
        problems.append("no \(what) labelled \"\(label)\" for VoiceOver; \(what)s: \(labels.isEmpty ? "none" : labels.joined(separator: ", "))")
        return nil
    }
}

extension EnvironmentValues {
    /// The root environment under the run's accessibility settings: each on, and Bold Text's
    /// weight (`.regular` or `.bold`, as a window's trait collection gives it).
    mutating func applyAccessibilitySettings(_ settings: [AccessibilitySetting]) {
        accessibilitySettings = Set(settings)
        legibilityWeight = settings.contains(.boldText) ? .bold : .regular
        // What the system itself draws differently under these is not modelled; the app still
        // reads each value.
        let drawn: [(AccessibilitySetting, String)] = [
            (.boldText, "the system's heavier fonts are not drawn: text is measured and drawn at its own weight"),
            (.increaseContrast, "the system's higher-contrast colours are not drawn: colours are as without it"),
            (.reduceTransparency, "the system's opaque materials are not drawn: materials are as without it"),
            (.invertColors, "no colour is inverted"),
            (.buttonShapes, "buttons are drawn without their shapes"),
        ]
        for (setting, consequence) in drawn where settings.contains(setting) {
            ModelProblems.notModelled("accessibility: \(setting.rawValue)", consequence)
        }
    }
}
