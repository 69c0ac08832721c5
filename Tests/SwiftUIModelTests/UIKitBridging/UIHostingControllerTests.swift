import Testing
@testable import SwiftUIModel

/// A hosting controller keeps its root view and settings, and reports that it is never shown.
@MainActor
@Suite("UIHostingController")
struct UIHostingControllerTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itKeepsItsRootViewAndReportsItself() {
        let controller = UIHostingController(rootView: Text("hosted"))
        #expect(texts(mount(controller.rootView)) == ["\"hosted\""])
        #expect(controller.safeAreaRegions == .all)
        controller.safeAreaRegions = .container
        #expect(controller.safeAreaRegions == .container)
        #expect(ModelProblems.recorded.contains { $0.contains("UIHostingController") })
    }
}
