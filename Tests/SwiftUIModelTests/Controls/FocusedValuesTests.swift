import Foundation
@testable import SwiftUIModel
import Testing

@available(*, deprecated, message: "tests API whose availability is data")
private struct DraftKey: FocusedValueKey {
    typealias Value = String
}

@available(*, deprecated, message: "tests API whose availability is data")
extension FocusedValues {
    var draft: String? {
        get { self[DraftKey.self] }
        set { self[DraftKey.self] = newValue }
    }
    /// What `@Entry var pageCount: Int?` expands to (the test target does not load the macro plugin).
    var pageCount: Int? {
        get { self[PageCountEntry.self, default: nil] }
        set { self[PageCountEntry.self, default: nil] = newValue }
    }
}

private enum PageCountEntry: _EntryKey {}

/// Focused values: the storage behaves; the readers report that nothing reaches them.
@Suite("Focused values") @MainActor
struct FocusedValuesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func focusedValuesStoreByKeyAndByEntry() {
        var values = FocusedValues()
        #expect(values.draft == nil)
        values.draft = "note"
        values.pageCount = 3
        #expect(values.draft == "note")
        #expect(values.pageCount == 3)
    }

    /// Equal when the same keys are set; the values are not compared, which the run reports.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func focusedValuesCompareTheirKeysAndReportIt() {
        _ = ModelProblems.take()
        var a = FocusedValues(), b = FocusedValues()
        #expect(a == b)
        a.draft = "x"
        #expect(a != b)
        b.draft = "y"
        #expect(a == b)
        #expect(ModelProblems.take().contains { $0.contains("FocusedValues.==") && $0.contains("not their values") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Reader: View {
        @FocusedValue(\.draft) var draft
        var body: some View { Text(draft ?? "none") }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aFocusedValueReadsNilAndReportsIt() {
        _ = ModelProblems.take()
        let graph = mount(Reader())
        #expect(texts(graph) == ["\"none\""])
        #expect(ModelProblems.take().contains { $0.contains("`FocusedValue` is not modelled") })
    }
}
