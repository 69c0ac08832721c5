import Foundation
@testable import SwiftUIModel
import Testing

/// A transaction keeps the dismiss and scroll-adjustment behaviours written on it; nothing reads
/// them, so each access reports itself.
@Suite("Transaction behaviours") @MainActor
struct TransactionBehaviorsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theBehavioursAreKeptAndReportThemselves() {
        _ = ModelProblems.take()
        var transaction = Transaction()
        _ = transaction.dismissBehavior
        #expect(ModelProblems.take().contains { $0.contains("Transaction.dismissBehavior") && $0.contains("no documented default") })
        transaction.dismissBehavior = .destructive
        transaction.scrollContentOffsetAdjustmentBehavior = .disabled
        _ = transaction.scrollContentOffsetAdjustmentBehavior
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("Transaction.dismissBehavior") && $0.contains("kept, but no presentation reads it") })
        #expect(problems.contains { $0.contains("Transaction.scrollContentOffsetAdjustmentBehavior") })
        #expect(transaction.values.count == 2)
    }
}
