import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// Share links with Apple's generic shape: one item or several, with the default label or a title,
/// a preview or a label of their own; tapping one records what the system shares.
@Suite("Share links") @MainActor
struct ShareLinkTests {
    private func shared(_ view: some View) -> (title: String?, item: String?, event: [String]) {
        let graph = mount(view)
        let node = find("ShareLink", in: graph)
        _ = ModelEvents.take()
        node?.touch.tapAction?()
        // Other suites record into the same list at the same time: only share events count.
        return (node?.accessibility.label, node?.attributes.first { $0.0 == Attribute.Name.item }?.1,
                ModelEvents.take().filter { $0.hasPrefix("the system shares") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aResourceTitleWithStringItemsIsItsKey() {
        let strings = shared(ShareLink(LocalizedStringResource("Send words"), items: ["a", "b"]))
        #expect(strings.title == "Send words")
        #expect(strings.item == "a, b")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theItemsAndTitleAreThoseGiven() {
        let url = URL(string: "https://example.com/trip")!
        let one = shared(ShareLink(item: url))
        #expect(one.title == "Share")
        #expect(one.item == "https://example.com/trip")
        #expect(one.event == ["the system shares https://example.com/trip"])

        let several = shared(ShareLink("Send", items: ["a", "b"]))
        #expect(several.title == "Send")
        #expect(several.item == "a, b")

        let titled = shared(ShareLink(Text("Post"), item: "note"))
        #expect(titled.title == "Post")
        #expect(titled.item == "note")

        let labelled = shared(ShareLink(items: [url], label: { Text("Links") }))
        #expect(labelled.title == "Links")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSubjectMessageOrPreviewReportsThatTheShareSheetIsNotShown() {
        _ = ModelProblems.take()
        _ = shared(ShareLink(item: "note"))
        let plain = ModelProblems.take()
        #expect(!plain.contains { $0.contains("ShareLink(subject:message:)") || $0.contains("ShareLink(preview:)") })

        _ = shared(ShareLink(item: "note", subject: Text("Trip"), message: Text("See this")))
        #expect(ModelProblems.take().contains { $0.contains("`ShareLink(subject:message:)` is not modelled") })

        _ = shared(ShareLink(item: "note", preview: SharePreview("Note")))
        #expect(ModelProblems.take().contains { $0.contains("`ShareLink(preview:)` is not modelled") })
    }
}
