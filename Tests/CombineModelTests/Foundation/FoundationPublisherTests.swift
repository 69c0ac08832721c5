@testable import CombineModel
import Foundation
import Testing

@Suite("Foundation's publishers")
struct FoundationPublisherTests {
    /// NotificationCenter.publisher "emits events when broadcasting notifications", until cancelled.
    @Test func notificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("Ping")
        var received: [String] = []
        let c = center.publisher(for: name).sink { received.append($0.name.rawValue) }
        center.post(name: name, object: nil)
        c.cancel()
        center.post(name: name, object: nil)
        #expect(received == ["Ping"])
    }

    /// values: the elements as an asynchronous sequence, ending when the publisher finishes.
    @Test func valuesAsAnAsyncSequence() async {
        var out: [Int] = []
        for await value in [1, 2, 3].publisher.values { out.append(value) }
        #expect(out == [1, 2, 3])
    }

    /// The throwing form rethrows the publisher's failure.
    @Test func throwingValues() async {
        struct Oops: Error {}
        var caught = false
        do {
            for try await _ in Fail<Int, Oops>(error: Oops()).values {}
        } catch { caught = error is Oops }
        #expect(caught)
    }
}
