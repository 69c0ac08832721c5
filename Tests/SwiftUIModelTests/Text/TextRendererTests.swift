import Foundation
@testable import SwiftUIModel
import Testing

/// A renderer that draws only compiles, with Apple's defaults; installing it reports itself.
@Suite("Text renderers") @MainActor
struct TextRendererTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aRendererHasApplesDefaultsAndReportsWhenInstalled() {
        _ = ModelProblems.take()
        #expect(Plain().displayPadding == EdgeInsets())
        let graph = mount(Text("Hi").textRenderer(Plain()))
        #expect(plainTexts(graph).contains("Hi"))
        #expect(ModelProblems.take().contains { $0.contains("`View.textRenderer(_:)` is not modelled") })
    }
}

@available(*, deprecated, message: "tests API whose availability is data")
private struct Plain: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {}
}
