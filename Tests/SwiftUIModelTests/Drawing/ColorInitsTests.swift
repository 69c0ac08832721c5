import Foundation
@testable import SwiftUIModel
import Testing

/// `Color`'s initialisers from a CGColor, a style and a colour resource, and the ranking that keeps
/// `Color(.red)` UIKit's.
@Suite("Color initialisers") @MainActor
struct ColorInitsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCGColorMakesTheColourOfItsComponents() {
        let color = Color(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(color.styleName == Color(red: 1, green: 0, blue: 0).styleName)
        #expect(color.madeFrom == "Color(cgColor:)")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aColourOfAColourIsItAndOfAStyleItsResolvedComponents() {
        _ = ModelProblems.take()
        #expect(Color(Color.orange) == Color.orange)
        #expect(ModelProblems.take().isEmpty)
        let resolved = Color.Resolved(red: 0, green: 0, blue: 1)
        let fromStyle = Color(BlueStyle(resolved: resolved))
        #expect(fromStyle.resolve(in: EnvironmentValues()) == resolved)
        #expect(ModelProblems.take().contains { $0.contains("Color.init(_:) of a style") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aColorResourceReportsItself() {
        _ = ModelProblems.take()
        #expect(Color(ColorResource(name: "Brand", bundle: .main)) == .clear)
        #expect(ModelProblems.take().contains { $0.contains("Color.init(_:) of a ColorResource") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anImplicitRedIsStillUIKitsRed() {
        // The concrete UIColor initialiser outranks the generic one, as on Apple's SDK.
        #expect(Color(.red).madeFrom == "Color(uiColor:)")
    }

    private struct BlueStyle: ShapeStyle, Hashable {
        let resolved: Color.Resolved
        func resolve(in environment: EnvironmentValues) -> Color.Resolved { resolved }
    }
}
