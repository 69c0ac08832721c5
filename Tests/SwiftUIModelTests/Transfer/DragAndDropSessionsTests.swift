@testable import SwiftUIModel
import Testing

/// The drag-and-drop values' members (DragAndDropSessions+Members.swift): the model runs no drag
/// and drop, so each read reports itself.
@Suite("Drag and drop sessions") @MainActor
struct DragAndDropSessionsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func readsOfSessionsAndProposalsReportThemselves() {
        _ = ModelProblems.take()
        #expect(DropProposal(notModelledPlaceholder: ()).operation == .cancel)
        #expect(DropConfiguration(notModelledPlaceholder: ()).operation == .cancel)
        #expect(DragSession(notModelledPlaceholder: ()).phase == .initial)
        #expect(DropSession(notModelledPlaceholder: ()).phase == .entering)
        let problems = ModelProblems.take()
        for api in ["DropProposal.operation", "DropConfiguration.operation", "DragSession.phase", "DropSession.phase"] {
            #expect(problems.contains { $0.contains("`\(api)` is not modelled") })
        }
    }
}
