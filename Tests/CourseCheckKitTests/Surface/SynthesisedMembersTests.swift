@testable import CourseCheckKit
import Foundation
import Testing

/// What the compiler synthesises from a conformance counts as declared, and nothing else does.
@Suite("The surface: members the compiler synthesises")
struct SynthesisedMembersTests {
    static func apple(_ kind: String, _ parent: String, _ name: String, _ signature: String) -> APIDeclaration {
        APIDeclaration(module: "SwiftUI", family: "value types", topic: "", kind: kind, parent: parent, name: name,
                       signature: signature, constraint: "", availability: APIAvailability())
    }

    static let equals = apple("func", "Edge", "==(a:b:)", "static func == (a: Edge, b: Edge) -> Bool")
    static let hash = apple("func", "Edge", "hash(into:)", "func hash(into hasher: inout Hasher)")
    static let allCases = apple("typealias", "Edge", "AllCases", "typealias AllCases = [Edge]")
    static let rawValue = apple("typealias", "Edge", "RawValue", "typealias RawValue = Int8")
    static let element = apple("typealias", "Edge.Set", "Element", "typealias Element = Edge.Set")

    @Test func aConformanceSynthesisesItsMembers() {
        #expect(SynthesisedMembers.isSynthesised(Self.equals, conformances: ["Equatable"], members: [:]))
        #expect(SynthesisedMembers.isSynthesised(Self.hash, conformances: ["Hashable"], members: [:]))
        #expect(SynthesisedMembers.isSynthesised(Self.allCases, conformances: ["CaseIterable"], members: [:]))
    }

    @Test func withoutTheConformanceNothingIsSynthesised() {
        #expect(!SynthesisedMembers.isSynthesised(Self.equals, conformances: ["Sendable"], members: [:]))
        #expect(!SynthesisedMembers.isSynthesised(Self.hash, conformances: ["Equatable"], members: [:]))
        #expect(!SynthesisedMembers.isSynthesised(Self.allCases, conformances: ["Hashable"], members: [:]))
    }

    @Test func impliedConformancesCount() {
        // Hashable brings Equatable; OptionSet brings SetAlgebra's Equatable.
        #expect(SynthesisedMembers.isSynthesised(Self.equals, conformances: ["Hashable"], members: [:]))
        #expect(SynthesisedMembers.closure(["OptionSet"]).isSuperset(of: ["SetAlgebra", "RawRepresentable", "Equatable", "ExpressibleByArrayLiteral"]))
        #expect(SynthesisedMembers.isSynthesised(Self.element, conformances: ["OptionSet"], members: [:]))
    }

    @Test func anInferredTypeMustBeTheSameAsApples() {
        #expect(SynthesisedMembers.isSynthesised(Self.rawValue, conformances: ["RawRepresentable"], members: ["rawValue": "let rawValue: Int8"]))
        #expect(!SynthesisedMembers.isSynthesised(Self.rawValue, conformances: ["RawRepresentable"], members: ["rawValue": "var rawValue: Int { get }"]))
        #expect(!SynthesisedMembers.isSynthesised(Self.rawValue, conformances: ["RawRepresentable"], members: [:]))
        #expect(!SynthesisedMembers.isSynthesised(Self.allCases, conformances: ["CaseIterable"], members: ["allCases": "static var allCases: [Int] { get }"]))
        #expect(!SynthesisedMembers.isSynthesised(Self.apple("typealias", "Edge.Set", "Element", "typealias Element = Int"), conformances: ["OptionSet"], members: [:]))
    }

    @Test func theCoverageCountsThemForTheModelsTypeOnly() throws {
        let inventory = try APIInventory.parse("""
            # test
            module\tfamily\ttopic\tkind\tparent\tname\tsignature\tconstraint\tintroduced\tdeprecated\tobsoleted\tmessage
            SwiftUI\tvalue types\t\tenum\t\tEdge\tenum Edge : Hashable\t\t\t\t\t
            SwiftUI\tvalue types\t\tfunc\tEdge\thash(into:)\tfunc hash(into hasher: inout Hasher)\t\t\t\t\t
            SwiftUI\tvalue types\t\tfunc\tAxis\thash(into:)\tfunc hash(into hasher: inout Hasher)\t\t\t\t\t
            """)
        var edge = SurfaceCoverageTests.model("Edge", "enum Edge", kind: "swift.enum")
        edge.conformances = ["Hashable"]
        let coverage = SurfaceCoverage.measure(inventory: inventory, model: ModelSurface(declarations: [edge]), modules: ["SwiftUI"])
        let status = Dictionary(uniqueKeysWithValues: coverage.entries.map { ($0.declaration.path, $0.status) })
        #expect(status["Edge.hash(into:)"] == .behaves)
        #expect(status["Axis.hash(into:)"] == .missing)
    }

    @Test func theSymbolGraphGivesEachTypesConformances() throws {
        let graph = """
            {"symbols": [{"kind": {"identifier": "swift.enum"}, "identifier": {"precise": "s:E"}, "pathComponents": ["Edge"],
                          "declarationFragments": [{"spelling": "enum Edge"}]},
                         {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "s:P"}, "pathComponents": ["Shape"],
                          "declarationFragments": [{"spelling": "protocol Shape"}]}],
             "relationships": [{"kind": "conformsTo", "source": "s:E", "target": "s:SH", "targetFallback": "Swift.Hashable"},
                               {"kind": "conformsTo", "source": "s:E", "target": "s:P"},
                               {"kind": "memberOf", "source": "s:E", "target": "s:P"}]}
            """
        let declarations = try ModelSurface.read(symbolGraph: Data(graph.utf8), library: "SwiftUIModel", apple: "SwiftUI")
        #expect(declarations.first { $0.path == "Edge" }?.conformances == ["Hashable", "Shape"])
        #expect(declarations.first { $0.path == "Shape" }?.conformances == [])
    }
}
