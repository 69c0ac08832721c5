import Testing
@testable import SwiftUIModel

/// The preview declarations Xcode reads: their builders behave; what nothing in the model reads
/// reports itself.
@MainActor
@Suite("Preview declarations")
struct PreviewDeclarationsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func previewBodyBuildersReturnTheirOneExpression() {
        #expect(PreviewBodyBuilder<Int>.buildBlock(3) == 3)
        #expect(PreviewMacroBodyBuilder<String>.buildBlock("a") == "a")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theLibraryBuilderGathersItemsInOrder() {
        let a = LibraryItem(notModelledPlaceholder: ()), b = LibraryItem(notModelledPlaceholder: ())
        #expect(LibraryContentBuilder.buildBlock(LibraryContentBuilder.buildExpression(a), LibraryContentBuilder.buildExpression([b, a])).count == 3)
        #expect(LibraryContentBuilder.buildBlock().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Registry: PreviewRegistry {
        static let fileID = "Module/File.swift"
        static let line = 1
        static let column = 1
        static func makePreview() throws -> Preview { Preview(empty: ()) }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aRegistrysDefaultPreviewReportsItself() {
        _ = Registry.preview
        #expect(ModelProblems.recorded.contains { $0.contains("PreviewRegistry.preview") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Modifier: PreviewModifier {
        func body(content: Content, context: Void) -> some View { content }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aPreviewModifierContentShowsItsView() async throws {
        try await Modifier.makeSharedContext()
        let graph = mount(Modifier().body(content: PreviewModifierContent(content: Text("previewed")), context: ()))
        #expect(texts(graph) == ["\"previewed\""])
    }
}
