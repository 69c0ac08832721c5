/// Where a subscriber stands with its upstream: waiting for the subscription, subscribed, or done
/// (finished, failed or cancelled). Most subscribers and operators of Combine go through these
/// three states, and ignore what arrives in a state that does not expect it.
enum SubscriptionStatus {
    case awaitingSubscription
    case subscribed(Subscription)
    case terminal

    var subscription: Subscription? {
        if case .subscribed(let subscription) = self { return subscription }
        return nil
    }

    var isAwaiting: Bool {
        if case .awaitingSubscription = self { return true }
        return false
    }

    /// Takes `subscription` when none came before (call it under the owner's lock); returns
    /// whether it was taken. The caller cancels one not taken, outside the lock, as Combine does
    /// with a second subscription or one that comes after the end.
    mutating func take(_ subscription: Subscription) -> Bool {
        guard isAwaiting else { return false }
        self = .subscribed(subscription)
        return true
    }

    var isTerminal: Bool {
        if case .terminal = self { return true }
        return false
    }
}
