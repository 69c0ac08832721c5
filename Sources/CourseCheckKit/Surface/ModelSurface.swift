import Foundation

/// The model's public declarations as the compiler sees them: the symbol graphs that
/// `swift-symbolgraph-extract` (beside swiftc in the toolchain) makes of the kit's modules.
///
/// Whether a declaration models its behaviour is read from its source, at the place the symbol
/// graph gives (`NotModelledScan`).
public struct ModelSurface: Sendable {
    public var declarations: [ModelDeclaration]

    /// The kit's libraries with the Apple module each one stands for (how scenarios import it).
    public static let mirroredModules: [(library: String, apple: String)] = [
        (ModelKit.modelModule, "SwiftUI"), (ModelKit.combineModule, "Combine"), (ModelKit.swiftDataModule, "SwiftData"),
        (ModelKit.uikitModule, "UIKit"), (ModelKit.coreGraphicsModule, "CoreGraphics"),
        (ModelKit.networkingModule, "Foundation"), (ModelKit.systemModule, "Foundation"),
    ] + ModelKit.appleModuleStandIns.map { ($0.library, $0.apple) }

    /// Apple modules part of whose API course code gets from the toolchain itself, not from a kit
    /// library: Foundation's `UserDefaults` and `Bundle` are swift-corelibs-foundation's. Their
    /// declarations are measured too (`ModelDeclaration.isToolchain`), but only where the
    /// inventory has the same path: the rest of the toolchain is not the model's surface.
    public static let toolchainModules: [(module: String, apple: String)] = [("Foundation", "Foundation")]

    /// Extracts the symbol graphs of the kit's modules (in `kit`, which holds their
    /// `.swiftmodule`s) and of the toolchain's modules above into `work`, and reads them.
    public static func extract(kit: URL, toolchain: Toolchain, work: URL) throws -> ModelSurface {
        let tool = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-symbolgraph-extract").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw HarnessError("the toolchain has no swift-symbolgraph-extract beside \(toolchain.swiftc)")
        }
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var declarations: [ModelDeclaration] = []
        let triple = hostTriple(toolchain)
        let modules = mirroredModules.map { (library: $0.library, apple: $0.apple, toolchain: false) }
            + toolchainModules.map { (library: $0.module, apple: $0.apple, toolchain: true) }
        for (library, apple, isToolchain) in modules {
            let output = work.appendingPathComponent(isToolchain ? "toolchain-\(library)" : library)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let run = ProcessRunner.run(tool, ["-module-name", library] + (isToolchain ? [] : ["-I", kit.path]) + ["-target", triple,
                                               "-output-dir", output.path, "-minimum-access-level", "public",
                                               "-skip-synthesized-members", "-skip-inherited-docs"], timeout: 600)
            guard run.status == 0 else {
                throw HarnessError("swift-symbolgraph-extract failed for \(library): \(run.stderr.prefix(2000))")
            }
            // A toolchain module's own declarations only (`Foundation.symbols.json`, not its
            // extensions of other modules' types).
            for file in try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            where file.pathExtension == "json" && (!isToolchain || file.lastPathComponent == "\(library).symbols.json") {
                declarations += try read(symbolGraph: Data(contentsOf: file), library: library, apple: apple, toolchain: isToolchain)
            }
        }
        return ModelSurface(declarations: declarations)
    }

    static func hostTriple(_ toolchain: Toolchain) -> String {
        let run = ProcessRunner.run(toolchain.swiftc, ["-print-target-info"], timeout: 60)
        if let info = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
           let target = info["target"] as? [String: Any], let triple = target["triple"] as? String {
            return triple
        }
        return "x86_64-unknown-linux-gnu"
    }

    /// The declarations of one symbol graph file.
    /// A toolchain's declaration (`toolchain`) that is unavailable is left out: a call does not
    /// compile.
    static func read(symbolGraph data: Data, library: String, apple: String, toolchain: Bool = false) throws -> [ModelDeclaration] {
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        let conformances = graph.conformances
        return graph.symbols.compactMap { symbol in
            // The model's own helpers are public for the harness and its tests, by convention
            // with a leading underscore, as Apple's are.
            guard !symbol.pathComponents.contains(where: { $0.hasPrefix("_") }) else { return nil }
            if toolchain, symbol.availability?.contains(where: { $0.domain == "*" && $0.isUnconditionallyUnavailable == true }) == true { return nil }
            let deprecation = symbol.availability?.first { $0.domain == "*" && $0.isUnconditionallyDeprecated == true }
            let statement = deprecation?.message.flatMap { AvailabilityWording.statement(in: Substring(ModelDeclaration.unescape($0))) }
            let file = symbol.location.flatMap { URL(string: $0.uri)?.path }
            return ModelDeclaration(
                library: library, module: apple, kind: symbol.kind.identifier,
                path: symbol.pathComponents.joined(separator: "."),
                signature: symbol.declarationFragments.map(\.spelling).joined(),
                constraint: (symbol.swiftExtension?.constraints ?? []).map(\.requirement).joined(separator: ", "),
                availability: statement.map {
                    APIAvailability(introduced: $0.introduced?.description ?? "", deprecated: $0.deprecated?.description ?? "",
                                    obsoleted: $0.obsoleted?.description ?? "", message: $0.message)
                } ?? versionless(deprecation?.message, toolchain: toolchain),
                docComment: symbol.docComment?.lines.map(\.text).joined(separator: "\n") ?? "",
                file: file, line: symbol.location.map { $0.position.line + 1 }, column: symbol.location?.position.character,
                conformances: conformances[symbol.identifier.precise] ?? [],
                isToolchain: toolchain, toolchainDeprecation: toolchain ? deprecation.map { ModelDeclaration.unescape($0.message ?? "") } : nil)
        }
    }

    /// A kit declaration deprecated with a plain message (`@available(*, deprecated, message:
    /// "Please pass one or more parameters.")`) is Apple's own form of a deprecation without a
    /// version, which the inventory writes as deprecated "0"; Xcode's warning is the message.
    static func versionless(_ message: String?, toolchain: Bool) -> APIAvailability {
        guard !toolchain, let message = message.map(ModelDeclaration.unescape), !message.isEmpty, !message.hasPrefix("@available(") else {
            return APIAvailability()
        }
        return APIAvailability(deprecated: "0", message: message)
    }

    struct SymbolGraph: Decodable {
        struct Relationship: Decodable {
            var kind: String
            var source: String
            var target: String
            var targetFallback: String?
        }
        var symbols: [Symbol]
        var relationships: [Relationship]?

        /// The protocols each symbol conforms to, by precise identifier, named without their
        /// module (`Hashable`, `View`): the graph's own symbols by their path, others (the
        /// standard library's) by the name the graph falls back to.
        var conformances: [String: Set<String>] {
            let names = Dictionary(symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) },
                                   uniquingKeysWith: { first, _ in first })
            var result: [String: Set<String>] = [:]
            for relationship in relationships ?? [] where relationship.kind == "conformsTo" {
                guard let name = names[relationship.target] ?? relationship.targetFallback else { continue }
                result[relationship.source, default: []].insert(String(name.split(separator: ".").last ?? Substring(name)))
            }
            return result
        }
    }

    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Identifier: Decodable { var precise: String }
        struct Fragment: Decodable { var spelling: String }
        struct Availability: Decodable {
            var domain: String?
            var message: String?
            var isUnconditionallyDeprecated: Bool?
            var isUnconditionallyUnavailable: Bool?
        }
        struct Location: Decodable {
            struct Position: Decodable { var line: Int; var character: Int? }
            var uri: String
            var position: Position
        }
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var lines: [Line]
        }
        struct Extension: Decodable {
            struct Constraint: Decodable {
                var kind: String
                var lhs: String
                var rhs: String
                var requirement: String { kind == "sameType" ? "\(lhs) == \(rhs)" : "\(lhs): \(rhs)" }
            }
            var constraints: [Constraint]?
        }
        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var swiftExtension: Extension?
        var declarationFragments: [Fragment]
        var availability: [Availability]?
        var location: Location?
        var docComment: DocComment?
    }
}

/// One public declaration of the model.
public struct ModelDeclaration: Sendable {
    /// The kit library that declares it (`SwiftUIModel`) and the Apple module it stands for.
    public var library: String
    public var module: String
    /// The symbol graph's kind (`swift.method`, `swift.struct`, …).
    public var kind: String
    /// `View.padding(_:_:)`.
    public var path: String
    /// As the compiler prints it.
    public var signature: String
    /// The `where` clause of the extension it is declared in (`Label == Text`).
    public var constraint: String
    /// Apple's availability as the model writes it (docs/SCENARIOS.md, "Availability").
    public var availability: APIAvailability
    public var docComment: String
    public var file: String?
    /// 1-based.
    public var line: Int?
    /// 0-based, as the symbol graph gives it: tells apart the cases of one `case a, b` line.
    public var column: Int? = nil
    /// For a type, the protocols it conforms to as the symbol graph states them, without their
    /// module (`Hashable`); what the compiler synthesises from them is `SynthesisedMembers`'.
    public var conformances: Set<String> = []
    /// Declared by the toolchain's own module (`ModelSurface.toolchainModules`), not by the kit.
    public var isToolchain = false
    /// A toolchain's declaration marked deprecated with a message (swift-corelibs-foundation marks
    /// what it does not implement so: "Not available on non-Darwin platforms"): it compiles, with
    /// a warning Xcode does not give, and does not behave as Apple's.
    public var toolchainDeprecation: String? = nil

    /// A deprecation message as the symbol graph prints it keeps the source's escapes.
    static func unescape(_ message: String) -> String {
        message.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }
}
