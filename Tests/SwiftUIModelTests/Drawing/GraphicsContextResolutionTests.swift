import Foundation
@testable import SwiftUIModel
import Testing

/// A context's resolved images and texts, and its layer clips, report themselves; a layer's
/// drawing paints nothing on the canvas.
@Suite("GraphicsContext resolution and layer clips") @MainActor
struct GraphicsContextResolutionTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func resolvingAndClippingToALayerReportThemselves() {
        _ = ModelProblems.take()
        let recorder = CanvasRecorder()
        var context = GraphicsContext(recorder: recorder, environment: EnvironmentValues())
        _ = context.resolve(Image(systemName: "star"))
        _ = context.resolve(Text("Hi"))
        var ran = false
        context.clipToLayer { layer in
            ran = true
            layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        #expect(ran)
        #expect(recorder.operations.isEmpty)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("GraphicsContext.resolve(_:) of an Image") })
        #expect(problems.contains { $0.contains("GraphicsContext.resolve(_:) of a Text") })
        #expect(problems.contains { $0.contains("GraphicsContext.clipToLayer(opacity:options:content:)") })
    }

    /// A canvas's symbols: resolving one gives nil and drawing one draws nothing; both report it.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func symbolsReportThatTheyAreNotDrawn() {
        _ = ModelProblems.take()
        let recorder = CanvasRecorder()
        let context = GraphicsContext(recorder: recorder, environment: EnvironmentValues())
        #expect(context.resolveSymbol(id: 1) == nil)
        context.draw(GraphicsContext.ResolvedSymbol(), at: .zero)
        #expect(recorder.operations.isEmpty)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("GraphicsContext.resolveSymbol(id:)") })
        #expect(problems.contains { $0.contains("GraphicsContext.draw(ResolvedSymbol)") })
    }
}

