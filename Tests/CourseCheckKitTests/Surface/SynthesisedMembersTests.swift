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

    @Test func aStoredAllCasesIsSynthesisedToo() {
        let stored = Self.apple("let", "Font.TextStyle", "allCases", "static let allCases: [Font.TextStyle]")
        #expect(SynthesisedMembers.isSynthesised(stored, conformances: ["CaseIterable"], members: [:]))
        #expect(!SynthesisedMembers.isSynthesised(stored, conformances: ["Hashable"], members: [:]))
    }

    @Test func codableSynthesisesItsCoding() {
        let encode = Self.apple("func", "Angle", "encode(to:)", "func encode(to encoder: any Encoder) throws")
        let decode = Self.apple("init", "Angle", "init(from:)", "init(from decoder: any Decoder) throws")
        #expect(SynthesisedMembers.isSynthesised(encode, conformances: ["Codable"], members: [:]))
        #expect(SynthesisedMembers.isSynthesised(decode, conformances: ["Decodable"], members: [:]))
        #expect(!SynthesisedMembers.isSynthesised(encode, conformances: ["Decodable"], members: [:]))
        #expect(!SynthesisedMembers.isSynthesised(decode, conformances: ["Hashable"], members: [:]))
    }

    @Test func aWrappedPropertyProjectsItsWrapper() {
        let isOn = Self.apple("var", "ToggleStyleConfiguration", "$isOn", "var $isOn: Binding<Bool>")
        let document = Self.apple("var", "ReferenceFileDocumentConfiguration", "$document", "var $document: ObservedObject<Document>.Wrapper")
        #expect(SynthesisedMembers.isSynthesised(isOn, conformances: [], members: ["isOn": "@Binding var isOn: Bool { get nonmutating set }"]))
        #expect(SynthesisedMembers.isSynthesised(document, conformances: [], members: ["document": "@ObservedObject var document: Document"]))
        // A plain property has no projection; a projection of another type is not this one.
        #expect(!SynthesisedMembers.isSynthesised(isOn, conformances: [], members: ["isOn": "var isOn: Bool { get }"]))
        #expect(!SynthesisedMembers.isSynthesised(isOn, conformances: [], members: ["isOn": "@State var isOn: Bool"]))
        #expect(!SynthesisedMembers.isSynthesised(isOn, conformances: [], members: ["isOn": "@Binding var isOn: Int"]))
        #expect(!SynthesisedMembers.isSynthesised(isOn, conformances: [], members: [:]))
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

    /// A raw-value enum's `rawValue` and `RawValue` come with the `init?(rawValue:)` the symbol
    /// graph keeps, of the same raw type.
    @Test func aRawValueEnumsRawValueIsItsInitialisersType() {
        let rawValue = Self.apple("var", "Axis", "rawValue", "var rawValue: Int8")
        let enumMembers = ["init(rawValue:)": "init?(rawValue: Int8)"]
        #expect(SynthesisedMembers.isSynthesised(rawValue, conformances: ["RawRepresentable"], members: enumMembers))
        #expect(SynthesisedMembers.isSynthesised(Self.rawValue, conformances: ["RawRepresentable"], members: enumMembers))
        #expect(!SynthesisedMembers.isSynthesised(rawValue, conformances: ["RawRepresentable"], members: ["init(rawValue:)": "init?(rawValue: Int)"]))
        #expect(!SynthesisedMembers.isSynthesised(rawValue, conformances: ["Hashable"], members: enumMembers))
        // A type that declares its own `rawValue` is measured by it, not credited.
        #expect(!SynthesisedMembers.isSynthesised(rawValue, conformances: ["RawRepresentable"],
                                                  members: enumMembers.merging(["rawValue": "var rawValue: Int8 { get }"]) { $1 }))
    }

    // An opaque associated type: Apple's `EditButton.Body` is the opaque result of its `body`.
    static let opaqueBody = apple("typealias", "EditButton", "Body", "typealias Body = @_opaqueReturnTypeOf(\"$s7SwiftUI10EditButtonV4bodyQrvp\", 0) __")
    static let opaqueStyleBody = apple("typealias", "PlainButtonStyle", "Body",
                                       "typealias Body = @_opaqueReturnTypeOf(\"$s7SwiftUI16PlainButtonStyleV8makeBody13configurationQrAA09PrimitivedE13ConfigurationV_tF\", 0) __")
    static let view = ["View": ["Body": "associatedtype Body : View", "body": "@MainActor @preconcurrency var body: Self.Body { get }"]]
    static let buttonStyle = ["ButtonStyle": ["Body": "associatedtype Body : View",
                                              "makeBody(configuration:)": "@ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body"]]

    @Test func anOpaqueAssociatedTypeIsInferredFromTheSameMemberReturningSome() {
        #expect(SynthesisedMembers.isSynthesised(Self.opaqueBody, conformances: ["View"], members: ["body": "var body: some View { get }"],
                                                 protocolMembers: Self.view))
        #expect(SynthesisedMembers.isSynthesised(Self.opaqueStyleBody, conformances: ["ButtonStyle"],
                                                 members: ["makeBody(configuration:)": "func makeBody(configuration: Configuration) -> some View"],
                                                 protocolMembers: Self.buttonStyle))
    }

    @Test func anOpaqueAssociatedTypeIsNotCreditedOtherwise() {
        // A concrete body makes a concrete Body, not Apple's opaque one.
        #expect(!SynthesisedMembers.isSynthesised(Self.opaqueBody, conformances: ["View"], members: ["body": "var body: Text { get }"],
                                                  protocolMembers: Self.view))
        // Without the conformance nothing is inferred.
        #expect(!SynthesisedMembers.isSynthesised(Self.opaqueBody, conformances: ["Equatable"], members: ["body": "var body: some View { get }"],
                                                  protocolMembers: Self.view))
        // The member the mangled name names must be the one: a `makeBody` does not stand for `body`.
        #expect(!SynthesisedMembers.isSynthesised(Self.opaqueStyleBody, conformances: ["View", "ButtonStyle"], members: ["body": "var body: some View { get }"],
                                                  protocolMembers: Self.view.merging(Self.buttonStyle) { $1 }))
        // The protocol's requirement must return the associated type.
        #expect(!SynthesisedMembers.isSynthesised(Self.opaqueBody, conformances: ["View"], members: ["body": "var body: some View { get }"],
                                                  protocolMembers: ["View": ["Body": "associatedtype Body : View", "body": "var body: Never { get }"]]))
    }

    @Test func theCoverageReadsTheRequirementNotAConstrainedDefault() throws {
        let inventory = try APIInventory.parse("""
            # test
            module\tfamily\ttopic\tkind\tparent\tname\tsignature\tconstraint\tintroduced\tdeprecated\tobsoleted\tmessage
            SwiftUI\tviews\t\tstruct\t\tEditButton\tstruct EditButton : View\t\t\t\t\t
            SwiftUI\tviews\t\ttypealias\tEditButton\tBody\ttypealias Body = @_opaqueReturnTypeOf("$s7SwiftUI10EditButtonV4bodyQrvp", 0) __\t\t\t\t\t
            """)
        var button = SurfaceCoverageTests.model("EditButton", "struct EditButton", kind: "swift.struct")
        button.conformances = ["View"]
        // The constrained extension's `body` comes after the requirement, as in the model's graph.
        var never = SurfaceCoverageTests.model("View.body", "var body: Never { get }", kind: "swift.property")
        never.constraint = "Body == Never"
        let model = ModelSurface(declarations: [
            button, SurfaceCoverageTests.model("EditButton.body", "var body: some View { get }", kind: "swift.property"),
            SurfaceCoverageTests.model("View.Body", "associatedtype Body : View", kind: "swift.associatedtype"),
            SurfaceCoverageTests.model("View.body", "@ViewBuilder var body: Self.Body { get }", kind: "swift.property"), never,
        ])
        let coverage = SurfaceCoverage.measure(inventory: inventory, model: model, modules: ["SwiftUI"])
        #expect(coverage.entries.first { $0.declaration.path == "EditButton.Body" }?.status == .behaves)
    }

    @Test func aMembersMangledNameHasItsLabels() {
        #expect(SynthesisedMembers.mangledName(of: "body") == "4body")
        #expect(SynthesisedMembers.mangledName(of: "makeBody(configuration:)") == "8makeBody13configuration")
        #expect(SynthesisedMembers.mangledName(of: "body(content:phase:)") == "4body7content5phase")
        #expect(SynthesisedMembers.mangledName(of: "f(_:)") == "1f")
        #expect(SynthesisedMembers.mangledName(of: "==(_:_:)") == nil)
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
