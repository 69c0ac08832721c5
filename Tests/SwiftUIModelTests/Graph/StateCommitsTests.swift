import Foundation
@testable import SwiftUIModel
import Testing

/// State changes are committed and updated one transaction at a time (OpenSwiftUI's
/// compatibility test `nestedStateUpdate`, run against SwiftUI: the body sees 0, 2, 4 and
/// `onChange` gets (0, 2) then (2, 4)); an action reads back what it set at once.
@MainActor
@Suite("State commits by transaction")
struct StateCommitsTests {
    struct SettingTwice: View {
        let log: EventLog
        @State private var value = 0
        var body: some View {
            let _ = log.record("body \(value)")
            Color.white
                .onAppear {
                    value = 1
                    value = 2
                    log.record("reads \(value)")
                    withAnimation {
                        value = 3
                        value = 4
                    }
                }
                .onChange(of: value) { old, new in log.record("onChange \(old) \(new)") }
        }
    }

    @Test func eachTransactionIsAnUpdateOfItsOwn() {
        let log = EventLog()
        _ = mount(SettingTwice(log: log))
        #expect(log.take() == ["body 0", "reads 2", "body 2", "onChange 0 2", "body 4", "onChange 2 4"])
    }

    @Test func changesOfOneTransactionAreOneGroup() {
        var commits = StateCommits()
        var done: [Int] = []
        commits.enqueue(transaction: 0) { done.append(1) }
        commits.enqueue(transaction: 0) { done.append(2) }
        commits.enqueue(transaction: 7) { done.append(3) }
        commits.commitNext()
        #expect(done == [1, 2])
        commits.commitNext()
        #expect(done == [1, 2, 3] && commits.isEmpty)
    }
}
