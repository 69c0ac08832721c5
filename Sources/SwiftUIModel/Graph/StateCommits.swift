/// @State changes waiting for the graph's next update, grouped by the transaction they were made
/// in. The graph commits one group, then runs the bodies and actions it caused, before the next:
/// SwiftUI makes an update per transaction. Until its group is committed a change is seen where
/// it was made (an action reading the state back) but not by bodies.
///
/// Source: OpenSwiftUI's compatibility test `nestedStateUpdate` (StateCompatibilityTests, run
/// against SwiftUI; commit 069dd80): setting a state to 1 and 2, then to 3 and 4 inside
/// `withAnimation`, in one `onAppear`, runs the body with 0, 2 and 4, and `onChange` with (0, 2)
/// and (2, 4).
@MainActor
struct StateCommits {
    private var groups: [(transaction: Int, commits: [() -> Void])] = []

    var isEmpty: Bool { groups.isEmpty }

    /// The changes waiting, in all groups.
    var count: Int { groups.reduce(0) { $0 + $1.commits.count } }

    /// Drops the changes made after the first `kept` (a stopped update loop's last change).
    mutating func discard(keeping kept: Int) {
        var excess = count - kept
        while excess > 0, let last = groups.indices.last {
            let dropped = min(excess, groups[last].commits.count)
            groups[last].commits.removeLast(dropped)
            if groups[last].commits.isEmpty { groups.removeLast() }
            excess -= dropped
        }
    }

    /// Adds a change made in `transaction` (`AnimationEngine.currentSerial`): to the last group
    /// when it is the same transaction's, else as a new group.
    mutating func enqueue(transaction: Int, _ commit: @escaping () -> Void) {
        if let last = groups.indices.last, groups[last].transaction == transaction {
            groups[last].commits.append(commit)
        } else {
            groups.append((transaction, [commit]))
        }
    }

    /// Commits the oldest group's changes, in the order they were made.
    mutating func commitNext() {
        guard !groups.isEmpty else { return }
        groups.removeFirst().commits.forEach { $0() }
    }
}
