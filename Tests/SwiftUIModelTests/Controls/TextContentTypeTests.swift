import Foundation
@testable import SwiftUIModel
import Testing

/// A text field's content type (for autofill, which the model's device does not have) reports
/// itself; the constants are the SDK header's.
@Suite("Text content type") @MainActor
struct TextContentTypeTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aContentTypeReportsThatNothingUsesIt() {
        _ = ModelProblems.take()
        _ = mount(TextField("Email", text: .constant("")).textContentType(.emailAddress))
        #expect(ModelProblems.take().contains { $0.contains("View.textContentType(_:)") && $0.contains("no autofill") })
        #expect(UITextContentType.oneTimeCode != .password)
        #expect(UITextContentType.URL.rawValue == "URL")
        #expect(UITextContentType.cellularIMEI.rawValue == "cellularIMEI")
    }
}
