import Foundation
@testable import SwiftUIModel
import Testing

/// `Image`'s variable-value initialisers make the image their sibling makes; a value the model
/// cannot draw (any but `nil`) reports itself.
@Suite("Image variable values") @MainActor
struct ImageVariableValueTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aVariableValueKeepsTheImageAndReportsThatItIsNotDrawn() {
        _ = ModelProblems.take()
        #expect(Image(systemName: "wifi", variableValue: nil) == Image(systemName: "wifi"))
        #expect(Image("dial", variableValue: nil) == Image("dial"))
        #expect(Image(decorative: "dial", variableValue: nil) == Image(decorative: "dial"))
        #expect(Image("dial", variableValue: nil, label: Text("Dial")) == Image("dial", label: Text("Dial")))
        // Other suites report into the same list at the same time: only these reports count.
        #expect(!ModelProblems.take().contains { $0.contains("variableValue") })

        #expect(Image(systemName: "wifi", variableValue: 0.5) == Image(systemName: "wifi"))
        _ = Image("dial", variableValue: 0.25)
        _ = Image(decorative: "dial", variableValue: 1)
        _ = Image("dial", variableValue: 0.75, label: Text("Dial"))
        let reports = ModelProblems.take()
        for api in ["Image.init(systemName:variableValue:)", "Image.init(_:variableValue:bundle:)",
                    "Image.init(decorative:variableValue:bundle:)", "Image.init(_:variableValue:bundle:label:)"] {
            #expect(reports.contains { $0.hasPrefix("`\(api)` is not modelled: variableValue:") }, "\(api)")
        }
    }
}
