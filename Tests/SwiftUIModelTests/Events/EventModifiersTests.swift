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
