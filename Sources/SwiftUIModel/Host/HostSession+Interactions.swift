import CourseCheckProtocol
import Foundation

/// The steps that act on a control or an element of the screen, as a person would: go back,
/// swipe a sheet away, choose in a picker, set a slider, step a stepper, swipe, delete or move a
/// row, search, submit a field, pull to refresh, choose a tab or a day. Each looks for its target
/// in the frontmost layer (what a person can reach); when there is none it reports a problem
/// naming what there is, and the step does nothing.
extension HostSession {
    func interact(_ step: RunPlan.Step) async {
        guard let graph else { problems.append("nothing is on screen for \(step.description)"); return }
        let laidOut = layOut(graph)
        let elements = laidOut.interactive()
        switch step {
        case .back:
            guard let button = elements.first(where: { $0.node.kind == "BackButton" })?.node else {
                problems.append("no back button on screen (the navigation stack is at its root, or its back button is hidden)")
                return
            }
            button.touch.tapAction?()
        case .dismiss:
            dismissFrontSheet(laidOut)
        case .select(let option, let picker):
            guard let target = find(SelectInteractionKey.self, titled: picker, in: elements, what: "picker") else { return }
            if !target.select(option) {
                problems.append("no option \(quoted(option)) in the picker \(quoted(picker)); options: \(target.options.map(quoted).joined(separator: ", "))")
            }
        case .set(let control, let value):
            find(SetValueInteractionKey.self, titled: control, in: elements, what: "slider")?.set(value)
        case .increment(let stepper), .decrement(let stepper):
            guard let target = find(StepInteractionKey.self, titled: stepper, in: elements, what: "stepper") else { return }
            let isIncrement = if case .increment = step { true } else { false }
            guard let action = isIncrement ? target.increment : target.decrement else {
                problems.append("the stepper \(quoted(stepper)) cannot \(isIncrement ? "increment" : "decrement")")
                return
            }
            action()
        case .swipe(let row, let direction):
            guard let target = find(RowInteractionKey.self, titled: row, in: elements, what: "list row") else { return }
            // Swiping left uncovers the row's trailing edge.
            if !target.swipe(direction == .left ? .trailing : .leading) {
                problems.append("the row \(quoted(row)) has no swipe actions on its \(direction == .left ? "trailing" : "leading") edge")
            }
        case .delete(let row):
            guard let target = find(RowInteractionKey.self, titled: row, in: elements, what: "list row") else { return }
            guard let delete = target.delete else { problems.append("the row \(quoted(row)) cannot be deleted (no onDelete, no destructive swipe action)"); return }
            delete()
        case .move(let row, let position):
            guard let target = find(RowInteractionKey.self, titled: row, in: elements, what: "list row") else { return }
            guard let move = target.move else { problems.append("the row \(quoted(row)) cannot be moved (no onMove)"); return }
            move(max(position - 1, 0))
        case .search(let text):
            guard let field = elements.first(where: { $0.node.kind == "SearchField" })?.node, let info = field.carried[SearchableKey.self] else {
                problems.append("no search field on screen (searchable needs a navigation stack to show its field)")
                return
            }
            info.search(text)
        case .submit(let field):
            guard let entry = elements.first(where: { $0.node.carried[SubmitInteractionKey.self] != nil && ($0.node.accessibility.label == field || $0.node.kind == field) }),
                  let submit = entry.node.carried[SubmitInteractionKey.self] else {
                let fields = elements.compactMap { $0.node.carried[SubmitInteractionKey.self] == nil ? nil : $0.node.accessibility.label }
                problems.append("no text field titled \(quoted(field)) on screen; fields: \(fields.map(quoted).joined(separator: ", "))")
                return
            }
            submit.commit()
            // Return gives up the focus; the submit action may move it on.
            laidOut.nearestCarried(FocusLinkKey.self, from: entry.node)?.unfocus()
            submit.action?()
        case .refresh:
            guard let refresh = elements.lazy.compactMap({ $0.node.carried[RefreshInteractionKey.self] }).first else {
                problems.append("nothing on screen can be refreshed (no list or scroll view under refreshable)")
                return
            }
            // The list waits for the action; the step waits only until nothing is runnable (an
            // action that waits for the simulated clock finishes in a later `wait`).
            Task { await refresh() }
        case .tapTab(let title):
            let tabs = elements.filter { $0.node.carried[TabBarItemKey.self] == true }
            guard let tab = tabs.first(where: { $0.node.accessibility.label == title })?.node else {
                problems.append("no tab titled \(quoted(title)) in a tab bar on screen; tabs: \(tabs.compactMap(\.node.accessibility.label).map(quoted).joined(separator: ", "))")
                return
            }
            tab.touch.tapAction?()
        case .chooseDate(let date, let picker):
            guard let target = find(DateChoiceKey.self, titled: picker, in: elements, what: "date picker") else { return }
            let parts = date.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { problems.append("choose date takes a day as YYYY-MM-DD, not \(quoted(date))"); return }
            if let refusal = target.choose(DateComponents(year: parts[0], month: parts[1], day: parts[2])) {
                problems.append("cannot choose \(date) in \(quoted(picker)): \(refusal)")
            }
        default:
            break
        }
        graph.update()
    }

    /// The frontmost sheet, swiped down: dismissed unless it disables that.
    private func dismissFrontSheet(_ laidOut: LaidOutScreen) {
        guard let layer = laidOut.frontRoots.last, laidOut.frontCount == 1, laidOut.roots.count > 1,
              let info = layer.carried[LayerInfoKey.self] else {
            problems.append("no sheet on screen to swipe down")
            return
        }
        guard info.style.isInteractivelyDismissible else {
            problems.append("the front presentation is \(info.style == .fullScreenCover ? "a full-screen cover" : "an \(info.style == .alert ? "alert" : "dialog")"), which a swipe does not dismiss")
            return
        }
        // `interactiveDismissDisabled()` keeps it where it is: the swipe does nothing.
        if layer.firstCarried(InteractiveDismissDisabledKey.self) == true {
            ModelEvents.record("the sheet does not move: interactive dismissal is disabled")
            return
        }
        info.dismiss()
    }

    /// The frontmost element with an interaction of this kind whose title (or kind) is `title`.
    private func find<K: CarriedKey>(_ key: K.Type, titled title: String, in elements: [LaidOutScreen.Entry], what: String) -> K.Value? {
        let candidates = elements.filter { $0.node.carried[key] != nil }
        if let match = candidates.first(where: { $0.node.accessibility.label == title || $0.node.kind == title }) {
            return match.node.carried[key]
        }
        let titles = candidates.compactMap(\.node.accessibility.label).filter { !$0.isEmpty }
        problems.append("no \(what) titled \(quoted(title)) on screen; \(what)s: \(titles.isEmpty ? "none" : titles.map(quoted).joined(separator: ", "))")
        return nil
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}

extension LaidOutScreen {
    /// The value of `key` on `node` or the nearest of its ancestors (a modifier's fact on a view
    /// that wraps the element).
    func nearestCarried<K: CarriedKey>(_ key: K.Type, from node: DisplayNode) -> K.Value? {
        func path(to target: DisplayNode, from current: DisplayNode) -> [DisplayNode]? {
            if current === target { return [current] }
            for child in current.children {
                if let found = path(to: target, from: child) { return [current] + found }
            }
            return nil
        }
        for root in roots {
            if let chain = path(to: node, from: root) {
                return chain.reversed().lazy.compactMap { $0.carried[key] }.first
            }
        }
        return nil
    }
}
