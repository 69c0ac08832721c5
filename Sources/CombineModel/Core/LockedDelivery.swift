import Foundation

extension NSLocking {
    /// Sends `input` downstream if `claim`, run under the lock, allows it (the claim also counts
    /// the value against the demand it keeps), then adds under the lock what the downstream asked
    /// for. The value itself goes out with the lock released, so the downstream may call back in.
    /// Returns the downstream's new demand, or `nil` when the value was not sent.
    func deliver<Downstream: Subscriber>(_ input: Downstream.Input, to downstream: Downstream, if claim: () -> Bool,
                                         addingDemand add: (Subscribers.Demand) -> Void) -> Subscribers.Demand? {
        guard withLock(claim) else { return nil }
        let more = downstream.receive(input)
        withLock { add(more) }
        return more
    }
}
