import Foundation
@testable import SwiftUIModel
import Testing

/// Foundation on Linux cannot make Apple's Finder-like comparator; the model's stand-in compares
/// lexically and says so when it is read.
@Suite("String.StandardComparator.localizedStandard") @MainActor
struct StandardComparatorLocalizedStandardTests {
    @Test func readingItReportsThatItComparesLexically() {
        _ = ModelProblems.take()
        let comparator = String.StandardComparator.localizedStandard
        #expect(ModelProblems.take().contains { $0.hasPrefix("`String.StandardComparator.localizedStandard` is not modelled") })
        #expect(comparator.compare("file10", "file9") == String.StandardComparator.lexical.compare("file10", "file9"))
    }
}
