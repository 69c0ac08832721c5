import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// The styles that stand for something in the environment (`.background`, `.tint`) and the
/// backgrounds drawn in the background style.
@Suite("Background and tint styles") @MainActor
struct EnvironmentShapeStylesTests {
    /// The fill behind the first background on screen: its style and shape.
    func backgroundFill(_ view: some View) throws -> DisplayNode {
        let background = try #require(find("background", in: mount(view)))
        return try #require(background.children.first)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBackgroundWithoutAStyleIsDrawnInTheBackgroundStyle() throws {
        _ = ModelProblems.take()
        #expect(try backgroundFill(Text("Tokyo").background()).content == "background")
        let inShape = try backgroundFill(Text("Tokyo").background(in: Capsule()))
        #expect(inShape.content == "background")
        #expect(inShape.attributes.contains { $0 == (Attribute.Name.shape, "capsule") })
        #expect(try backgroundFill(Text("Tokyo").background(in: RoundedRectangle(cornerRadius: 8))).content == "background")
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theBackgroundAndTintStylesNameWhatTheyStandFor() throws {
        _ = ModelProblems.take()
        #expect(try backgroundFill(Text("Tokyo").background(.background)).content == "background")
        #expect(try backgroundFill(Text("Tokyo").background(.tint, in: Capsule())).content == "tint")
        #expect(styleName(BackgroundStyle()) == "background" && styleName(TintShapeStyle()) == "tint")
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theOverlayFillIsTheSystemFill() throws {
        _ = ModelProblems.take()
        #expect(try backgroundFill(Text("Tokyo").background(.fill, in: Capsule())).content == "fill")
        #expect(SystemColors.light["fill"] == SystemColors.Value("#787880", opacity: 0.2))
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anInsettableShapeBackgroundIsDrawnInItsShape() throws {
        let fill = try backgroundFill(Text("Tokyo").background(Color.red, in: Circle()))
        #expect(fill.content == "red" && fill.attributes.contains { $0 == (Attribute.Name.shape, "circle") })
    }
}
