@testable import SwiftUIModel
import Testing

/// The zoom transition source's and the presentation sizing's modifiers report themselves
/// (`Presentation/MatchedTransitionSourceConfiguration+Modifiers.swift`, `PresentationSizing+Modifiers.swift`).
@Suite("Transition source and sizing modifiers") @MainActor
struct TransitionSourceAndSizingModifierTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theTransitionSourcesLookReportsItself() {
        _ = ModelProblems.take()
        _ = EmptyMatchedTransitionSourceConfiguration(notModelledPlaceholder: ())
            .background(.red)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .shadow(radius: 4)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`MatchedTransitionSourceConfiguration.background(_:)` is not modelled") })
        #expect(problems.contains { $0.contains("`MatchedTransitionSourceConfiguration.clipShape(_:)` is not modelled") })
        #expect(problems.contains { $0.contains("`MatchedTransitionSourceConfiguration.shadow(color:radius:x:y:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theSizingsAdaptationsReportThemselves() {
        _ = ModelProblems.take()
        _ = FormPresentationSizing.form.fitted(horizontal: true, vertical: false).sticky(vertical: true)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`PresentationSizing.fitted(horizontal:vertical:)` is not modelled") })
        #expect(problems.contains { $0.contains("`PresentationSizing.sticky(horizontal:vertical:)` is not modelled") })
    }
}
