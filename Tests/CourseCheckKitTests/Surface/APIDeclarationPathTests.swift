@testable import CourseCheckKit
import Testing

/// A declaration of Apple's is matched by its path; a subscript's by its argument labels as Swift
/// calls it, which is how the model's symbol graph names it.
@Suite("The surface: paths of Apple's declarations")
struct APIDeclarationPathTests {
    static func apple(_ kind: String, _ parent: String, _ name: String, _ signature: String) -> APIDeclaration {
        APIDeclaration(module: "SwiftUI", family: "value types", topic: "", kind: kind, parent: parent, name: name,
                       signature: signature, constraint: "", availability: APIAvailability())
    }

    @Test func aSubscriptsParameterHasNoLabelUnlessWrittenWithTwoNames() {
        #expect(Self.apple("subscript", "EnvironmentValues", "subscript(key:)", "subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey").path
                == "EnvironmentValues.subscript(_:)")
        #expect(Self.apple("subscript", "ShaderLibrary", "subscript(dynamicMember:)", "static subscript(dynamicMember name: String) -> ShaderFunction").path
                == "ShaderLibrary.subscript(dynamicMember:)")
        #expect(Self.apple("subscript", "Grid", "subscript(_:_:)", "subscript(row: Int, column col: Int) -> Dictionary<Int, [Int]>").path
                == "Grid.subscript(_:column:)")
    }

    @Test func otherDeclarationsAreNamedAsTheInventoryNamesThem() {
        #expect(Self.apple("func", "View", "padding(_:_:)", "func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View").path
                == "View.padding(_:_:)")
    }
}
