import Testing
@testable import SwiftUIModel

/// Appear and disappear actions follow the elements their content puts on screen (OpenSwiftUI
/// `AppearanceActionModifier.swift`: the merged callbacks act when the count of appeared
/// elements leaves 0 and when it returns to 0).
@MainActor
@Suite("Appearance actions")
struct EventModifiersTests {
    struct Appearing<Content: View>: View {
        let log: EventLog
        let content: Content
        var body: some View {
            content
                .onAppear { log.record("appear") }
                .onDisappear { log.record("disappear") }
        }
    }

    @Test func contentWithAnElementAppearsOnce() {
        let log = EventLog()
        _ = mount(Appearing(log: log, content: VStack { Text("a"); Text("b") }))
        #expect(log.take() == ["appear"])
    }

    @Test func aListOfTwoViewsAppearsOnce() {
        let log = EventLog()
        _ = mount(VStack { Appearing(log: log, content: Group { Text("a"); Text("b") }) })
        #expect(log.take() == ["appear"])
    }

    @Test func emptyContentNeverAppears() {
        let log = EventLog()
        _ = mount(VStack { Appearing(log: log, content: EmptyView()) })
        #expect(log.take().isEmpty)
    }

    /// Made as a single view (at the window's root, under modifiers and bodies only), it appears
    /// whatever its content: OpenSwiftUI's compatibility test `appear` (run against SwiftUI) sees
    /// `AnyView(EmptyView()).onAppear` run.
    @Test func emptyContentMadeAsASingleViewAppears() {
        let log = EventLog()
        _ = mount(Appearing(log: log, content: AnyView(EmptyView())))
        #expect(log.take() == ["appear"])
    }

    struct Toggled: View {
        let log: EventLog
        @State var shown = false
        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                Group { if shown { Text("now") } }
                    .onAppear { log.record("appear") }
                    .onDisappear { log.record("disappear") }
            }
        }
    }

    @Test func contentThatBecomesNonEmptyAppearsThenDisappearsWhenEmptyAgain() {
        let log = EventLog()
        let graph = mount(Toggled(log: log))
        #expect(log.take().isEmpty)
        tap("Toggle", in: graph)
        #expect(log.take() == ["appear"])
        tap("Toggle", in: graph)
        #expect(log.take() == ["disappear"])
    }
}

/// The order appear actions run in (android.benigumo.com/20240328/onappear-onchange-task, measured
/// on iOS: nested views appear deepest first — "Text onAppear", "VStack onAppear", "Group
/// onAppear" — and `onAppear` and `onChange(of:initial: true)` on one view run in the order they
/// are written; `task` actions start after every appear action).
@MainActor
@Suite("Appearance order")
struct AppearanceOrderTests {
    struct Nested: View {
        let log: EventLog
        var body: some View {
            Group {
                VStack {
                    Text("hello")
                        .onChange(of: true, initial: true) { log.record("Text onChange") }
                        .onAppear { log.record("Text onAppear") }
                }
                .onChange(of: true, initial: true) { log.record("VStack onChange") }
                .onAppear { log.record("VStack onAppear") }
            }
            .onChange(of: true, initial: true) { log.record("Group onChange") }
            .onAppear { log.record("Group onAppear") }
        }
    }

    @Test func nestedViewsAppearDeepestFirst() {
        let log = EventLog()
        _ = mount(Nested(log: log))
        #expect(log.take() == ["Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear",
                               "Group onChange", "Group onAppear"])
    }
}

/// When an `.id` changes, the new view appears before the old one disappears; under
/// `.transition(.identity)` the old one disappears first (OpenSwiftUI's compatibility tests
/// `idTest`, "AFATDT…", and `idTestWithIdentityTransition`, "AFDTAT…", run against SwiftUI).
@MainActor
@Suite("Appearance on an identity change")
struct IdentityChangeAppearanceTests {
    struct Identified: View {
        let log: EventLog
        let identity: Bool
        @State var toggle = false
        var body: some View {
            VStack {
                Button("Flip") { toggle.toggle() }
                if identity {
                    Color.red
                        .onAppear { log.record("appear \(toggle)") }
                        .onDisappear { log.record("disappear \(toggle)") }
                        .transition(.identity)
                        .id(toggle)
                } else {
                    Color.red
                        .onAppear { log.record("appear \(toggle)") }
                        .onDisappear { log.record("disappear \(toggle)") }
                        .id(toggle)
                }
            }
        }
    }

    @Test func theNewViewAppearsBeforeTheOldOneDisappears() {
        let log = EventLog()
        let graph = mount(Identified(log: log, identity: false))
        tap("Flip", in: graph)
        #expect(log.take() == ["appear false", "appear true", "disappear true"])
    }

    @Test func underAnIdentityTransitionTheOldOneDisappearsFirst() {
        let log = EventLog()
        let graph = mount(Identified(log: log, identity: true))
        tap("Flip", in: graph)
        #expect(log.take() == ["appear false", "disappear true", "appear true"])
    }
}

/// `onChange(of:perform:)`, iOS 14's form: the action gets the new value, and it is the closure
/// of the update before the change that runs ("captures values that represent the state before
/// the change", Apple's documentation).
@MainActor
@Suite("The one-parameter onChange")
struct LegacyOnChangeTests {
    struct Watcher: View {
        let log: EventLog
        @State var value = 0
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            let seen = value
            VStack {
                Button("Add") { value += 1 }
                Color.red.onChange(of: value) { (new: Int) in log.record("new \(new), closure of \(seen)") }
            }
        }
    }

    @Test func theClosureOfTheUpdateBeforeRunsWithTheNewValue() {
        let log = EventLog()
        let graph = mount(Watcher(log: log))
        tap("Add", in: graph)
        #expect(log.take() == ["new 1, closure of 0"])
    }
}
