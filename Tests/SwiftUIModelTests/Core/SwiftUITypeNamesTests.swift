@testable import SwiftUIModel
import Testing

/// `type(of:)` of modified views shows SwiftUI's own modifier names (OpenSwiftUI mirrors them;
/// the issue quotes `ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>`).
@Suite("SwiftUI's type names") @MainActor
struct SwiftUITypeNamesTests {
    @Test func modifiersPrintSwiftUIsNames() {
        #expect("\(type(of: Text("a").padding()))" == "ModifiedContent<Text, _PaddingLayout>")
        #expect("\(type(of: Text("a").padding().background(Color.red)))"
            == "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>")
        #expect("\(type(of: Text("a").frame(width: 10)))" == "ModifiedContent<Text, _FrameLayout>")
        #expect("\(type(of: Text("a").frame(maxWidth: .infinity)))" == "ModifiedContent<Text, _FlexFrameLayout>")
        #expect("\(type(of: Color.red.font(.title)))" == "ModifiedContent<Color, _EnvironmentKeyWritingModifier<Optional<Font>>>")
        // Text's own font(_:) returns Text (Apple's Text.font(_:) documentation).
        #expect("\(type(of: Text("a").font(.title)))" == "Text")
    }
}
