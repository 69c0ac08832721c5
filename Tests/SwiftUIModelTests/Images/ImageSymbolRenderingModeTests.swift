import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// An image's own symbol rendering mode wins over the environment's; nil leaves the environment's.
@Suite("Image.symbolRenderingMode") @MainActor
struct ImageSymbolRenderingModeTests {
    private func rendering(_ view: some View) -> String? {
        find("Image", in: mount(view))?.attributes.first { $0.0 == Attribute.Name.rendering }?.1
    }

    /// The view modifier (a generic view sees only `View`'s), which writes the environment.
    @available(*, deprecated, message: "tests API whose availability is data")
    private func inEnvironment<V: View>(_ view: V, _ mode: SymbolRenderingMode) -> some View { view.symbolRenderingMode(mode) }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theImagesModeWinsOverTheEnvironments() {
        let image = Image(systemName: "heart.circle.fill")
        #expect(rendering(inEnvironment(image.symbolRenderingMode(.hierarchical), .multicolor)) == "hierarchical")
        #expect(rendering(image.symbolRenderingMode(.hierarchical)) == "hierarchical")
        #expect(rendering(inEnvironment(image.symbolRenderingMode(nil), .palette)) == "palette")
        #expect(rendering(image) == "monochrome")
    }
}
