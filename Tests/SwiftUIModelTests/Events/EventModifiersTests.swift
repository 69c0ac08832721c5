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
