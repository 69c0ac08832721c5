import Testing
@testable import SwiftUIModel

/// Interface orientations: four distinct values, in the interface's order, each identified by its
/// name.
@Suite("Interface orientation")
struct InterfaceOrientationTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func allCasesAreTheFourInTheInterfacesOrder() {
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func equalityIsByOrientation() {
        #expect(InterfaceOrientation.portrait == .portrait)
        #expect(InterfaceOrientation.landscapeLeft != .landscapeRight)
    }
}
