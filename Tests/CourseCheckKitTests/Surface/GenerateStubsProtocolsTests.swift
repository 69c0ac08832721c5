import CourseCheckKit
import Foundation
import ProbeSupport
import Testing

/// The generator's rules for top-level protocols and for the conformances whose requirements it
/// writes (scripts/api-inventory/generate-stubs.py, `ProtocolMaker` and `conformance_requirements`).
@Suite("generate-stubs.py: protocols and conformances")
struct GenerateStubsProtocolsTests {
    static let model = GenerateStubsScriptTests.fixtureModel + "@resultBuilder public enum ViewBuilder {}\npublic struct EmptyView: View {}\n"
    static func row(_ kind: String, _ parent: String, _ name: String, _ signature: String, family: String = "value types",
                    constraint: String = "", introduced: String = "13.0") -> (inventory: String, missing: String) {
        GenerateStubsScriptTests.typeRow(kind, parent, name, signature, family: family, constraint: constraint, introduced: introduced)
    }

    /// A protocol's requirements, as `protocol-requirements.tsv` lists them (read from the SDK).
    static let requirements = [
        "GlowStyle\t@MainActor @preconcurrency\t\t",
        "GlowStyle\t\tassociatedtype Body : View\t",
        "GlowStyle\t\t@ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body\t",
        "GlowStyle\t\ttypealias Configuration = Int\t",
        "GlowStyle\t\t@MainActor @preconcurrency func isBright() -> Bool\tdefault",
        "MenuMaker\t\t\t",
        "MenuMaker\t\tassociatedtype Body : MenuMaker\t",
        "MenuMaker\t\t@MenuBuilder var body: Self.Body { get }\t",
    ]

    @Test func aProtocolIsWrittenWithApplesRequirementsAndItsDefaultsReportThemselves() throws {
        let rows = [
            Self.row("protocol", "", "GlowStyle", "protocol GlowStyle", family: "protocols", constraint: "", introduced: "15.0"),
            Self.row("associatedtype", "GlowStyle", "Body", "associatedtype Body : View", family: "protocols", constraint: "", introduced: "15.0"),
            Self.row("func", "GlowStyle", "makeBody(configuration:)", "func makeBody(configuration: Self.Configuration) -> Self.Body",
                     family: "protocols", constraint: "", introduced: "15.0"),
            Self.row("typealias", "GlowStyle", "Configuration", "typealias Configuration = Int", family: "protocols", constraint: "", introduced: "15.0"),
            Self.row("func", "GlowStyle", "isBright()", "func isBright() -> Bool", family: "protocols", constraint: "", introduced: "15.0"),
            // A style that conforms, with its requirement: made, and the protocol's member `where Self ==` it.
            Self.row("struct", "", "PlainGlowStyle", "struct PlainGlowStyle : GlowStyle", family: "styles", constraint: "", introduced: "15.0"),
            Self.row("func", "PlainGlowStyle", "makeBody(configuration:)", "func makeBody(configuration: PlainGlowStyle.Configuration) -> some View",
                     family: "styles", constraint: "", introduced: "15.0"),
            Self.row("var", "GlowStyle", "plain", "static var plain: PlainGlowStyle", family: "styles", constraint: "Self == PlainGlowStyle", introduced: "15.0"),
            // One without it in the inventory: not made.
            Self.row("struct", "", "HalfGlowStyle", "struct HalfGlowStyle : GlowStyle", family: "styles", constraint: "", introduced: "15.0"),
            // A protocol whose requirement takes a result builder the model does not have.
            Self.row("protocol", "", "MenuMaker", "protocol MenuMaker", family: "protocols", constraint: "", introduced: "14.0"),
        ]
        let out = try GenerateStubsScriptTests.generate(inventory: rows.map(\.inventory), missing: rows.map(\.missing),
                                                        requirements: Self.requirements, model: Self.model)
        #expect(out.swift.contains("""
            @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
            @MainActor @preconcurrency
            public protocol GlowStyle {
            """))
        #expect(out.swift.contains("    associatedtype Body : View\n"))
        #expect(out.swift.contains("    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body\n"))
        #expect(out.swift.contains("    /// Not modelled: a requirement the model never calls."))
        // Apple implements `isBright()` by default: so does the model, reporting itself.
        #expect(out.swift.contains("""
                @MainActor @preconcurrency public func isBright() -> Bool {
                    ModelProblems.notModelled("GlowStyle.isBright()", "returns false")
                    return false
                }
            """))
        #expect(out.swift.contains("public func makeBody(configuration: PlainGlowStyle.Configuration) -> some View {\n"
                                   + "        ModelProblems.notModelled(\"PlainGlowStyle.makeBody(configuration:)\", \"shows nothing\")\n        return EmptyView()"))
        #expect(out.swift.contains("extension GlowStyle where Self == PlainGlowStyle {"))
        #expect(!out.swift.contains("HalfGlowStyle") && !out.swift.contains("MenuMaker"))
        #expect(out.skipped.contains("struct HalfGlowStyle : GlowStyle\ta requirement of its conformance is not generated: GlowStyle.makeBody(configuration:)"))
        #expect(out.skipped.contains("protocol MenuMaker\tnames types the model does not have: MenuBuilder"))
        for name in ["\t\tGlowStyle\tprotocol GlowStyle", "GlowStyle\tmakeBody(configuration:)", "GlowStyle\tisBright()", "PlainGlowStyle\tmakeBody(configuration:)"] {
            #expect(out.generated.contains(name), "\(name) is listed as generated")
        }
    }

    @Test func aConformanceIsMadeWhenTheMembersItRequiresAreGenerated() throws {
        let rows = [
            // A raw type: Swift synthesises the raw values.
            Self.row("enum", "", "Corner", "enum Corner : Int8, Hashable", introduced: "26.0"),
            Self.row("case", "Corner", "top", "case top, bottom", introduced: "26.0"),
            Self.row("var", "Corner", "rawValue", "var rawValue: Int8", introduced: "26.0"),
            // Identifiable: its `id` names a nested type made after it.
            Self.row("struct", "", "Session", "struct Session : Identifiable", introduced: "26.0"),
            Self.row("struct", "Session", "ID", "struct ID : Hashable", introduced: "26.0"),
            Self.row("let", "Session", "id", "let id: Session.ID", introduced: "26.0"),
            Self.row("struct", "", "Orphan", "struct Orphan : Identifiable", introduced: "26.0"),
            // A collection: empty, and an element subscript with no placeholder traps.
            Self.row("struct", "", "Ticks", "struct Ticks : RandomAccessCollection", introduced: "26.0"),
            Self.row("let", "Ticks", "startIndex", "let startIndex: Int", introduced: "26.0"),
            Self.row("let", "Ticks", "endIndex", "let endIndex: Int", introduced: "26.0"),
            Self.row("subscript", "Ticks", "subscript(position:)", "subscript(position: Int) -> Corner", introduced: "26.0"),
        ]
        let out = try GenerateStubsScriptTests.generate(inventory: rows.map(\.inventory), missing: rows.map(\.missing), model: Self.model)
        #expect(out.swift.contains("public enum Corner : Int8, Hashable {"))
        #expect(out.swift.contains("Its raw values are Swift's defaults in the interface's order, not Apple's"))
        #expect(out.skipped.contains("var rawValue: Int8\tsynthesised by the raw type"))
        #expect(out.swift.contains("public var id: Session.ID {\n        ModelProblems.notModelled(\"Session.id\""))
        #expect(out.swift.contains("public struct ID : Hashable {"))
        #expect(out.skipped.contains("struct Orphan : Identifiable\ta requirement of its conformance is not generated: Identifiable.id"))
        #expect(out.swift.contains("public var startIndex: Int {\n        ModelProblems.notModelled(\"Ticks.startIndex\", \"reads 0\")"))
        #expect(out.swift.contains("""
                public subscript(position: Int) -> Corner {
                    ModelProblems.notModelled("Ticks.subscript(position:)", "the collection is empty: every index is out of range (it traps)")
                    fatalError(
            """))
    }
}

/// Generated protocols and the types that follow from them, compiled as course code.
@Suite("Generated protocols")
struct GeneratedProtocolsTests {
    @Test func aTypeConformingToAGeneratedProtocolCompilesAndItsUseReportsItself() async throws {
        // `DropDelegate`'s other requirements have Apple's defaults; `ControlGroupStyle` is
        // written by the course's own style.
        let code = """
            struct Basket: DropDelegate {
                func performDrop(info: DropInfo) -> Bool { true }
            }
            struct Boxed: ControlGroupStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Text("Boxed")
                }
            }
            struct ContentView: View {
                var body: some View {
                    Text("Hello").controlGroupStyle(Boxed())
                }
            }
            """
        let run = try await Probe.run(code, header: "// run: app\n// platform: iOS 26")
        #expect(run.lines(.problems).contains { $0.contains("`View.controlGroupStyle(_:)` is not modelled") })
    }
}
