import Foundation
import Testing
@testable import SwiftUIModel

/// What an `OpenURLAction`'s handler returns decides what happens to the URL: the system's action
/// opens it (the one given, or the one being opened), in an in-app browser when preferred.
@MainActor
@Suite("OpenURLAction results")
struct OpenURLActionTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theSystemActionPreferringInAppOpensInAnInAppBrowser() {
        _ = ModelEvents.take()
        let url = URL(string: "https://example.com")!
        OpenURLAction { _ in .systemAction(prefersInApp: true) }(url)
        OpenURLAction { _ in .systemAction(URL(string: "https://apple.com"), prefersInApp: false) }(url)
        #expect(ModelEvents.take().filter { $0.hasPrefix("the system opens") } == [
            "the system opens https://example.com in an in-app browser",
            "the system opens https://apple.com",
        ])
    }
}
