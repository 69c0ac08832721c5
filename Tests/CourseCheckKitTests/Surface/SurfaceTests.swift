@testable import CourseCheckKit
import Foundation
import Testing

/// The pieces of `coursecheck surface`, each on its own rules.
@Suite("The surface: signatures made comparable")
struct SignatureNormaliserTests {
    @Test func innerNamesAttributesAndIsolationGo() {
        #expect(SignatureNormaliser.normalise("@MainActor nonisolated public func padding(_ edges: SwiftUICore.Edge.Set = .all, _ length: CoreFoundation.CGFloat? = nil) -> some SwiftUICore.View")
                == "func padding(_: Edge.Set = …, _: CGFloat? = …) -> some View")
    }

    @Test func escapingAndBuildersStay() {
        #expect(SignatureNormaliser.normalise("init(@SwiftUICore.ViewBuilder content: @escaping () -> Content)")
                == "init(@ViewBuilder: @escaping () -> Content)")
    }

    @Test func genericParametersAreNamedByPosition() {
        let apple = SignatureNormaliser.normalise("func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping () -> Swift.Void) -> some SwiftUICore.View where V : Swift.Equatable")
        let model = SignatureNormaliser.normalise("func onChange<Value>(of value: Value, initial: Bool = false, _ action: @escaping () -> Void) -> some View where Value: Equatable")
        #expect(apple == model)
    }

    @Test func anOperatorsParameterNamesAreNotLabels() {
        #expect(SignatureNormaliser.normalise("static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool")
                == SignatureNormaliser.normalise("static func == (a: LayoutSubview, b: LayoutSubview) -> Bool"))
        #expect(SignatureNormaliser.normalise("static func < (lhs: Angle, rhs: Angle) -> Bool") == "static func < (_: Angle, _: Angle) -> Bool")
        // A function's are labels.
        #expect(SignatureNormaliser.normalise("func f(a: Int)") != SignatureNormaliser.normalise("func f(b: Int)"))
    }

    @Test func aFunctionTypesParameterNamesDoNotCount() {
        #expect(SignatureNormaliser.normalise("func f<T>(trigger: T, _ condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View")
                == SignatureNormaliser.normalise("func f<T>(trigger: T, _ condition: @escaping (T, T) -> Bool) -> some View"))
        #expect(SignatureNormaliser.normalise("func g(_ id: (some (Hashable & Sendable))?)") == SignatureNormaliser.normalise("func g(_ id: (some Hashable & Sendable)?)"))
        #expect(SignatureNormaliser.normalise("func h(_ a: @escaping (_ x: Int) -> Void)") != SignatureNormaliser.normalise("func h(_ a: @escaping (String) -> Void)"))
    }

    @Test func anOpaqueTypesPrimaryAssociatedTypesDoNotCount() {
        // What the symbol graph prints for Apple's `some Sequence<Phase>` and `some Keyframes<Value>`.
        #expect(SignatureNormaliser.normalise("func p<Phase>(_ phases: some Sequence<Phase>, k: @escaping (Phase) -> some Keyframes<Array<Phase>>) -> some View")
                == SignatureNormaliser.normalise("func p<Phase>(_ phases: some Sequence, k: @escaping (Phase) -> some Keyframes) -> some View"))
        #expect(SignatureNormaliser.normalise("func q(_ a: some Sequence<Int>)") != SignatureNormaliser.normalise("func q(_ a: Array<Int>)"))
    }

    @Test func aDefaultValueIsPartOfTheSignature() {
        #expect(SignatureNormaliser.normalise("init(axis: Axis = .horizontal)") != SignatureNormaliser.normalise("init(axis: Axis)"))
    }

    @Test func aClassMemberReadsAsAStaticOne() {
        // Swift imports an Objective-C class property as `class var`; a model declares `static let`.
        #expect(SignatureNormaliser.normalise("class var shared: UIApplication { get }") == SignatureNormaliser.normalise("static let shared: UIApplication"))
        #expect(SignatureNormaliser.normalise("class func learnWord(_ word: String)") == SignatureNormaliser.normalise("static func learnWord(_ word: String)"))
        #expect(SignatureNormaliser.normalise("class UIApplication") == "class UIApplication")
        #expect(SignatureNormaliser.normalise("func learnWord(_ word: String)") != SignatureNormaliser.normalise("static func learnWord(_ word: String)"))
    }

    @Test func aStoredLetReadsAsAVariable() {
        #expect(SignatureNormaliser.normalise("static let automatic: ContentMarginPlacement")
                == SignatureNormaliser.normalise("static var automatic: SwiftUICore.ContentMarginPlacement { get }"))
    }

    @Test func aStoredPropertyIsItsFirstBindingWithoutItsValue() {
        #expect(SignatureNormaliser.normalise("public var r1: Swift.Float = 1, r2: Swift.Float = 0") == "var r1: Float")
        #expect(SignatureNormaliser.normalise("var m11: CoreFoundation.CGFloat = 1.0, m12: CoreFoundation.CGFloat = 0.0")
                == SignatureNormaliser.normalise("var m11: CGFloat"))
        #expect(SignatureNormaliser.normalise("var action: (Int, Int) -> Bool = { _, _ in true }") == "var action: (Int, Int) -> Bool")
        #expect(SignatureNormaliser.normalise("var r1: Float = 1, r2: Float = 0") != SignatureNormaliser.normalise("var r1: Double"))
        // A function's default values are still part of its signature.
        #expect(SignatureNormaliser.normalise("func f(a: Int = 1, b: Int)") == "func f(a: Int = …, b: Int)")
    }
}

@Suite("The surface: Apple's inventory and the model measured")
struct SurfaceCoverageTests {
    static let inventoryText = """
        # a test inventory
        module\tfamily\ttopic\tkind\tparent\tname\tsignature\tconstraint\tintroduced\tdeprecated\tobsoleted\tmessage
        SwiftUI\tmodifiers\tlayout\tfunc\tView\tpadding(_:)\tfunc padding(_ length: CGFloat) -> some View\t\t13.0\t\t\t
        SwiftUI\tmodifiers\tevents\tfunc\tView\tonChange(of:perform:)\tfunc onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V : Equatable\t\t14.0\t17.0\t\tUse `onChange` with a two or zero parameter action closure instead.
        SwiftUI\tviews\t\tstruct\t\tGauge\tstruct Gauge<Label, CurrentValueLabel> : View\t\t16.0\t\t\t
        SwiftUI\tmodifiers\ttext\tfunc\tView\tbold(_:)\tfunc bold(_ isActive: Bool = true) -> some View\t\t16.0\t\t\t
        """

    static func model(_ path: String, _ signature: String, kind: String = "swift.method", _ availability: APIAvailability = APIAvailability()) -> ModelDeclaration {
        ModelDeclaration(library: "SwiftUIModel", module: "SwiftUI", kind: kind, path: path, signature: signature, constraint: "",
                         availability: availability, docComment: "", file: nil, line: nil)
    }

    @Test func theInventoryParsesWithItsEscapes() throws {
        let inventory = try APIInventory.parse(Self.inventoryText + "\nSwiftUI\tvalue types\t\tvar\tX\ty\tvar y: String\t\t\t\t\ta\\tb\n")
        #expect(inventory.declarations.count == 5)
        #expect(inventory.declarations[1].availability.deprecated == "17.0")
        #expect(inventory.declarations.last?.availability.message == "a\tb")
        #expect(inventory.source == "a test inventory")
    }

    @Test func eachDeclarationIsDeclaredOrMissing() throws {
        let inventory = try APIInventory.parse(Self.inventoryText)
        let surface = ModelSurface(declarations: [
            Self.model("View.padding(_:)", "func padding(_ length: CGFloat) -> some View"),
            Self.model("Gauge", "struct Gauge<Label, CurrentValueLabel>", kind: "swift.struct",
                       APIAvailability(introduced: "16.0")),
        ])
        let coverage = SurfaceCoverage.measure(inventory: inventory, model: surface, modules: ["SwiftUI"])
        let status = Dictionary(uniqueKeysWithValues: coverage.entries.map { ($0.declaration.path, $0.status) })
        #expect(status["View.padding(_:)"] == .behaves)
        #expect(status["Gauge"] == .behaves)
        #expect(status["View.bold(_:)"] == .missing)
        #expect(coverage.disagreements.isEmpty)
    }

    @Test func aDifferentSignatureOrAvailabilityIsADisagreement() throws {
        let inventory = try APIInventory.parse(Self.inventoryText)
        let surface = ModelSurface(declarations: [
            Self.model("View.bold(_:)", "func bold(_ isActive: Bool) -> some View", APIAvailability(introduced: "16.0")),
            Self.model("View.onChange(of:perform:)", "func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V: Equatable",
                       APIAvailability(introduced: "14.0", deprecated: "17.0", message: "another message")),
        ])
        let coverage = SurfaceCoverage.measure(inventory: inventory, model: surface, modules: ["SwiftUI"])
        #expect(coverage.disagreements.map(\.kind) == [.signature, .availability])
        #expect(coverage.disagreements[1].reason.hasPrefix("deprecation's release or message differs"))
    }

    @Test func eachConditionalConformancesMemberIsClaimedByItsOwn() throws {
        let inventory = try APIInventory.parse(Self.inventoryText + """

            SwiftUI\tvalue types\t\ttypealias\tOptional\tBody\ttypealias Body = Never\tWrapped : Gesture\t13.0\t\t\t
            SwiftUI\tvalue types\t\ttypealias\tOptional\tBody\ttypealias Body = Never\tWrapped : View\t13.0\t\t\t
            SwiftUI\tvalue types\t\ttypealias\tOptional\tBody\ttypealias Body = Never\tWrapped : Commands\t16.0\t\t\t
            """)
        func body(_ constraint: String, _ availability: APIAvailability = APIAvailability()) -> ModelDeclaration {
            var declaration = Self.model("Optional.Body", "typealias Body = Never", kind: "swift.typealias", availability)
            declaration.constraint = constraint
            return declaration
        }
        let coverage = SurfaceCoverage.measure(inventory: inventory, model: ModelSurface(declarations: [
            body("Wrapped: View"), body("Wrapped: Commands", APIAvailability(introduced: "16.0")),
        ]), modules: ["SwiftUI"])
        let bodies = coverage.entries.filter { $0.declaration.path == "Optional.Body" }
        #expect(bodies.map(\.status) == [.missing, .behaves, .behaves])
        #expect(bodies.map(\.sameNameDeclared) == [true, false, false])
        #expect(coverage.disagreements.isEmpty)
        // Without requirements to tell them apart, two declarations still claim two of Apple's.
        let unconstrained = SurfaceCoverage.measure(inventory: inventory, model: ModelSurface(declarations: [
            body(""), body(""),
        ]), modules: ["SwiftUI"])
        #expect(unconstrained.entries.filter { $0.declaration.path == "Optional.Body" }.map(\.status) == [.behaves, .behaves, .missing])
    }

    @Test func aTypesOwnRequirementsRepeatedOnItsMemberAreNotADifference() throws {
        let inventory = try APIInventory.parse(Self.inventoryText + """

            SwiftUI\tviews\t\tstruct\t\tPair\tstruct Pair<A, B> : View where A == B.Element, B : Collection\t\t13.0\t\t\t
            SwiftUI\tviews\t\tinit\tPair\tinit(_:)\tinit(_ b: B)\t\t13.0\t\t\t
            SwiftUI\tviews\t\tinit\tPair\tinit(first:)\tinit(first a: A) where A == Int\t\t13.0\t\t\t
            """)
        let surface = ModelSurface(declarations: [
            Self.model("Pair.init(_:)", "init(_ b: B) where A == B.Element", kind: "swift.init"),
            // A requirement that is the member's own still counts.
            Self.model("Pair.init(first:)", "init(first a: A) where A == B.Element", kind: "swift.init"),
        ])
        let coverage = SurfaceCoverage.measure(inventory: inventory, model: surface, modules: ["SwiftUI"])
        let status = Dictionary(coverage.entries.map { ($0.declaration.path, $0.status) }, uniquingKeysWith: { a, _ in a })
        #expect(status["Pair.init(_:)"] == .behaves)
        #expect(status["Pair.init(first:)"] == .missing)
        #expect(coverage.disagreements.map(\.path) == ["Pair.init(first:)"])
    }

    @Test func aKnownDifferenceNeedsAReasonAndGoesStaleWhenFixed() throws {
        #expect(throws: HarnessError.self) { try KnownDifferences.parse("signature\tView.bold(_:)\tfunc bold(_: Bool) -> some View\t\n") }
        let known = try KnownDifferences.parse("signature\tView.bold(_:)\tfunc bold(_: Bool) -> some View\tthe model lacks the default\n")
        let (new, stale) = known.unexplained([])
        #expect(new.isEmpty)
        #expect(stale.count == 1)
    }

    @Test func casesOutOfApplesOrderAreFoundAndOnesAppleLacksDoNotCount() {
        let order = EnumCaseOrder.parse("# test\nmodule\tenum\tcases\nSwiftUI\tVerticalDirection\tup,down\n")
        func enumCase(_ name: String, line: Int, column: Int = 4) -> ModelDeclaration {
            ModelDeclaration(library: "SwiftUIModel", module: "SwiftUI", kind: "swift.enum.case", path: "VerticalDirection.\(name)", signature: "case \(name)",
                             constraint: "", availability: APIAvailability(), docComment: "", file: "/m/V.swift", line: line, column: column)
        }
        #expect(order.disorders(in: [enumCase("up", line: 2), enumCase("extra", line: 3), enumCase("down", line: 4)]).isEmpty)
        #expect(order.disorders(in: [enumCase("down", line: 2, column: 9), enumCase("up", line: 2, column: 15)])
                == ["SwiftUI VerticalDirection: model down, up; Apple up, down"])
    }

    @Test func theAttributeWrittenIsTheModelsFormOfApples() {
        #expect(AvailabilityWriter.attribute(for: APIAvailability(introduced: "17.0"))
                == #"@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")"#)
        #expect(AvailabilityWriter.attribute(for: APIAvailability(introduced: "14.0", deprecated: "17.0", message: "Use \"x\" instead."))
                == #"@available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 17.0) Use \"x\" instead.")"#)
        #expect(AvailabilityWriter.attribute(for: APIAvailability()) == nil)
    }

    @Test func generatedFilesAreLeftToTheirGenerator() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("availability-writer-\(UUID().uuidString)")
        let generated = folder.appendingPathComponent("Surface/Generated"), own = folder.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "public func f() {}\n"
        let files = [generated.appendingPathComponent("A.generated.swift").path, own.appendingPathComponent("B.swift").path]
        for file in files { try text.write(toFile: file, atomically: true, encoding: .utf8) }
        let disagreements = files.map { file in
            SurfaceCoverage.Disagreement(kind: .availability, path: "View.f()", model: "func f()", apple: "introduced 17.0", location: file,
                                         file: file, line: 1, appleAvailability: APIAvailability(introduced: "17.0"), modelAvailability: APIAvailability())
        }
        let result = try AvailabilityWriter.write(disagreements)
        #expect(result.written == 1)
        #expect(try String(contentsOfFile: files[0], encoding: .utf8) == text)
        #expect(try String(contentsOfFile: files[1], encoding: .utf8).hasPrefix("@available(*, deprecated"))
    }

    static let foundationInventory = """
        # a test inventory
        module\tfamily\ttopic\tkind\tparent\tname\tsignature\tconstraint\tintroduced\tdeprecated\tobsoleted\tmessage
        Foundation\tuser defaults\t\tfunc\tUserDefaults\tbool(forKey:)\tfunc bool(forKey defaultName: String) -> Bool\t\t\t\t\t
        Foundation\tbundle\t\tfunc\tBundle\tunload()\tfunc unload() -> Bool\t\t\t\t\t
        Foundation\tbundle\t\tfunc\tBundle\turls(forResourcesWithExtension:subdirectory:)\tfunc urls(forResourcesWithExtension ext: String?, subdirectory subpath: String?) -> [URL]?\t\t4.0\t\t\t
        Foundation\tbundle\t\tvar\tBundle\tappStoreReceiptURL\tvar appStoreReceiptURL: URL?\t\t7.0\t18.0\t\tUse AppTransaction.shared
        """

    static func toolchain(_ path: String, _ signature: String, deprecation: String? = nil) -> ModelDeclaration {
        var declaration = model(path, signature)
        declaration.library = "Foundation"
        declaration.module = "Foundation"
        declaration.isToolchain = true
        declaration.toolchainDeprecation = deprecation
        return declaration
    }

    @Test func theToolchainsDeclarationsAreMeasuredWhereTheInventoryHasThem() throws {
        let inventory = try APIInventory.parse(Self.foundationInventory)
        let surface = ModelSurface(declarations: [
            Self.toolchain("UserDefaults.bool(forKey:)", "func bool(forKey defaultName: String) -> Bool"),
            Self.toolchain("Bundle.unload()", "func unload() -> Bool", deprecation: "Not available on non-Darwin platforms"),
            Self.toolchain("Bundle.urls(forResourcesWithExtension:subdirectory:)", "func urls(forResourcesWithExtension ext: String?, subdirectory subpath: String?) -> [NSURL]?"),
            Self.toolchain("Bundle.appStoreReceiptURL", "var appStoreReceiptURL: URL? { get }"),
            Self.toolchain("FileManager.default", "class var `default`: FileManager { get }"),
        ])
        let coverage = SurfaceCoverage.measure(inventory: inventory, model: surface, modules: ["Foundation"])
        let status = Dictionary(uniqueKeysWithValues: coverage.entries.map { ($0.declaration.path, $0.status) })
        #expect(status["UserDefaults.bool(forKey:)"] == .behaves)
        // What swift-corelibs-foundation marks deprecated it does not implement.
        #expect(status["Bundle.unload()"] == .notModelled)
        #expect(status["Bundle.urls(forResourcesWithExtension:subdirectory:)"] == .missing)
        // The rest of the toolchain's module is not the model's surface.
        #expect(coverage.notInInventory.isEmpty)
        #expect(coverage.disagreements.map(\.kind) == [.signature, .availability])
        let toolchainsOwn = coverage.disagreements.filter { $0.fromToolchain && $0.reason.hasPrefix("the toolchain's Foundation") && $0.file == nil }
        #expect(toolchainsOwn.count == 2)
        #expect(coverage.disagreements[0].location == "the toolchain's Foundation")
    }

    @Test func anUnavailableToolchainDeclarationIsLeftOut() throws {
        let graph = """
            {"symbols": [
              {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "a"}, "pathComponents": ["Bundle", "load()"],
               "declarationFragments": [{"spelling": "func load() -> Bool"}]},
              {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "b"}, "pathComponents": ["Bundle", "gone()"],
               "declarationFragments": [{"spelling": "func gone()"}], "availability": [{"domain": "*", "isUnconditionallyUnavailable": true}]},
              {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "c"}, "pathComponents": ["Bundle", "unload()"],
               "declarationFragments": [{"spelling": "func unload() -> Bool"}],
               "availability": [{"domain": "*", "isUnconditionallyDeprecated": true, "message": "Not available on non-Darwin platforms"}]}
            ]}
            """
        let read = try ModelSurface.read(symbolGraph: Data(graph.utf8), library: "Foundation", apple: "Foundation", toolchain: true)
        #expect(read.map(\.path) == ["Bundle.load()", "Bundle.unload()"])
        let marked = read.filter { $0.isToolchain }
        #expect(marked.count == 2)
        #expect(read.map(\.toolchainDeprecation) == [nil, "Not available on non-Darwin platforms"])
        // The kit's own unavailable declarations are still the model's (they make a call fail as Apple's do).
        let kit = try ModelSurface.read(symbolGraph: Data(graph.utf8), library: "SystemModel", apple: "Foundation")
        let kitsOwn = kit.filter { !$0.isToolchain && $0.toolchainDeprecation == nil }
        #expect(kit.count == 3 && kitsOwn.count == 3)
    }

    @Test func aBodyThatReportsItselfIsNotModelled() {
        let lines: [Substring] = ["    public func monospacedDigit() -> some View {", "        ModelProblems.notModelled(\"x\", \"y\") // {",
                                  "        return self", "    }", "    public func other() -> some View { self }"]
        #expect(NotModelledScan.body(of: lines, from: 0)?.contains("notModelled(") == true)
        #expect(NotModelledScan.body(of: lines, from: 4)?.contains("notModelled(") == false)
        #expect(NotModelledScan.body(of: ["    case leading"], from: 0) == nil)
    }

    /// A type whose body holds one member that reports itself is not thereby "not modelled": only
    /// its doc comment says so for a type.
    @Test func aTypeIsNotModelledOnlyByItsDocComment() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString).swift")
        try "public struct Text {\n    public init() { ModelProblems.notModelled(\"x\", \"y\") }\n}\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        func declaration(_ kind: String, line: Int, doc: String = "") -> ModelDeclaration {
            ModelDeclaration(library: "SwiftUIModel", module: "SwiftUI", kind: kind, path: "Text", signature: "", constraint: "",
                             availability: APIAvailability(), docComment: doc, file: file.path, line: line)
        }
        var scan = NotModelledScan()
        let type = scan.reportsNotModelled(declaration("swift.struct", line: 1))
        let member = scan.reportsNotModelled(declaration("swift.init", line: 2))
        let saidSo = scan.reportsNotModelled(declaration("swift.struct", line: 1, doc: "Not modelled: a placeholder."))
        #expect(!type)
        #expect(member)
        #expect(saidSo)
    }
}

/// The model's real declarations against the committed inventory: every declaration the model has
/// agrees with Apple's signature, availability and deprecation message, unless
/// docs/api-inventory/known-differences.tsv explains it; a listed difference that no longer occurs
/// fails too, so the list only shrinks honestly. Uses the package's kit (made if needed) and
/// swift-symbolgraph-extract.
@Suite("The surface: the model agrees with Apple's declarations", .serialized)
struct SurfaceAgreementTests {
    static let root = CourseCheck.findRoot(from: URL(fileURLWithPath: #filePath))!

    @Test func everyDeclarationAgreesOrIsAKnownDifference() throws {
        let check = try CourseCheck(root: Self.root, jobs: 1)
        let measured = try SurfaceMeasurement.measure(packageRoot: Self.root, kit: try check.prepareKit(), cache: check.cache)
        #expect(measured.coverage.entries.count > 10_000)
        let (new, stale) = measured.known.unexplained(measured.coverage.disagreements)
        #expect(new.isEmpty, "\(new.count) disagreements not in docs/api-inventory/known-differences.tsv, e.g.\n\(new.prefix(20).map(\.description).joined(separator: "\n"))")
        #expect(stale.isEmpty, "known differences that no longer occur (remove them): \(stale.prefix(20).map(\.key))")
        #expect(measured.caseDisorders.isEmpty, "enums whose cases are not in Apple's order: \(measured.caseDisorders)")
    }
}
