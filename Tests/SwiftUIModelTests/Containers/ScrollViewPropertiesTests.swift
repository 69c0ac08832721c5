@testable import SwiftUIModel
import Testing

/// A scroll view's and a scroll view reader's public properties are what they were made with.
@Suite("Scroll view properties") @MainActor
struct ScrollViewPropertiesTests {
    @Test func aScrollViewKeepsItsAxesAndContent() {
        let view = ScrollView(.horizontal) { Text("a") }
        #expect(view.axes == .horizontal)
        #expect(ScrollView { Text("b") }.axes == .vertical)
        #expect(view.content == Text("a"))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aReaderKeepsItsContentClosure() {
        let reader = ScrollViewReader { _ in Text("c") }
        #expect(reader.content(ScrollViewProxy()) == Text("c"))
    }
}
