import Testing
@testable import SwiftUIModel

/// `SubscriptionView` (what Apple's `onReceive` is made of): it shows its content and runs its
/// action with each value the publisher sends while it is on screen.
@MainActor
@Suite("SubscriptionView")
struct SubscriptionViewTests {
    @Test func itShowsItsContentAndRunsTheActionWithEachValue() {
        let subject = PassthroughSubject<Int, Never>()
        let log = EventLog()
        let graph = mount(SubscriptionView(content: Text("a"), publisher: subject, action: { log.record("got \($0)") }))
        #expect(texts(graph) == ["\"a\""])
        subject.send(1)
        subject.send(2)
        #expect(log.take() == ["got 1", "got 2"])
    }

    struct Toggled: View {
        let subject: PassthroughSubject<Int, Never>
        let log: EventLog
        @State var shown = true
        var body: some View {
            VStack {
                Button("hide") { shown = false }
                if shown {
                    SubscriptionView(content: Text("a"), publisher: subject, action: { log.record("got \($0)") })
                }
            }
        }
    }

    @Test func itStopsReceivingWhenItDisappears() {
        let subject = PassthroughSubject<Int, Never>()
        let log = EventLog()
        let graph = mount(Toggled(subject: subject, log: log))
        subject.send(1)
        tap("hide", in: graph)
        subject.send(2)
        #expect(log.take() == ["got 1"])
    }

    @Test func itKeepsWhatItWasMadeWith() {
        let subject = PassthroughSubject<Int, Never>()
        let view = SubscriptionView(content: Text("a"), publisher: subject, action: { _ in })
        #expect(view.publisher === subject)
    }
}
