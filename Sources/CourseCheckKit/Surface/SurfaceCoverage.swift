import Foundation

/// The model's surface measured against Apple's: each declaration of the inventory is declared
/// with behaviour, declared and reporting itself as not modelled, or missing; each declaration of
/// the model that Apple also has either agrees with Apple's signature, availability and
/// deprecation message, or is a disagreement (unless `KnownDifferences` explains it).
public struct SurfaceCoverage: Sendable {
    public enum Status: String, Sendable, CaseIterable {
        case behaves = "with behaviour"
        case notModelled = "not modelled"
        case missing = "missing"
    }

    public struct Entry: Sendable {
        public var declaration: APIDeclaration
        public var status: Status
        /// The model declares the same name with another signature.
        public var sameNameDeclared: Bool
    }

    public struct Disagreement: Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable { case signature, availability }
        public var kind: Kind
        public var path: String
        public var model: String
        /// What Apple declares (the closest signature, or the availability).
        public var apple: String
        public var location: String
        /// Where the model declares it, and the two availabilities (for `AvailabilityWriter`).
        public var file: String? = nil
        public var line: Int? = nil
        public var appleAvailability: APIAvailability? = nil
        public var modelAvailability: APIAvailability? = nil
        /// The symbol graph's kind of the model's declaration (`swift.enum.case`, …).
        public var modelKind: String = ""
        /// The declaration is the toolchain's (`ModelDeclaration.isToolchain`): the model cannot
        /// change it.
        public var fromToolchain = false

        /// What `KnownDifferences` matches: kind, path and the model's side.
        public var key: String { "\(kind.rawValue)\t\(path)\t\(model)" }

        /// What kind of difference it is, and what it means for code compiled against the model:
        /// the reason a known-differences line gives.
        public var reason: String {
            if fromToolchain {
                return "the toolchain's Foundation (swift-corelibs-foundation) declares it so, and course code calls it, not a model's: "
                    + (kind == .signature ? "code that relies on Apple's exact shape may resolve or compile differently"
                                          : "the availability Xcode checks (a deprecation warning, an introduction) is not checked here")
            }
            switch kind {
            case .signature:
                return "signature differs from Apple's: code that relies on Apple's exact shape (return type, generic parameters, defaults) may resolve or compile differently; phase two of issue 21 declares Apple's"
            case .availability:
                if !apple.contains("deprecated") && model.contains("deprecated") {
                    return "the model writes a deprecation Apple's iOS 26.2 SDK does not have (iOS 27 data, or a mistake to check)"
                }
                if apple.contains("deprecated") && !model.contains("deprecated") {
                    return "deprecation not written yet: no deprecation warning where Xcode gives one; phase two writes it"
                }
                if apple.contains("deprecated") {
                    return "deprecation's release or message differs from Apple's: the warning's words differ from Xcode's"
                }
                if apple.contains("introduced") && !model.contains("introduced") {
                    return "introduction not written yet: a use deploying to an earlier iOS compiles here where Xcode says it is only available later; phase two writes it"
                }
                return "introduction differs from Apple's iOS 26.2 SDK (iOS 27 data, or a mistake to check)"
            }
        }

        public var description: String {
            "\(location): \(path): \(kind.rawValue) differs\n    model: \(model)\n    Apple: \(apple)"
        }
    }

    public var entries: [Entry]
    public var disagreements: [Disagreement]
    /// Model declarations with no declaration of that name in the inventory (iOS 27 API, the
    /// model's own, or types Apple declares in a module the inventory does not cover).
    public var notInInventory: [ModelDeclaration]

    /// The releases a report has a column for: SwiftUI's first (13) to the inventory's SDK.
    public static let releases: [Double] = [13, 14, 15, 16, 17, 18, 26]

    /// Type-like kinds: compared by name and generic parameters, not by what they conform to.
    static let typeKinds: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype",
                                         "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
                                         "swift.associatedtype", "swift.actor"]

    public static func measure(inventory: APIInventory, model: ModelSurface, modules: Set<String>? = nil) -> SurfaceCoverage {
        let modules = modules ?? Set(ModelSurface.mirroredModules.map(\.apple))
        let apple = inventory.declarations.filter { modules.contains($0.module) }
        var byPath: [String: [APIDeclaration]] = [:]
        for declaration in apple { byPath[declaration.path, default: []].append(declaration) }
        var scan = NotModelledScan()
        var matched: [APIDeclaration: Status] = [:]
        var disagreements: [Disagreement] = []
        var notInInventory: [ModelDeclaration] = []
        var declaredPaths: Set<String> = []

        let typeRequirements = ownRequirements(of: apple)
        for declaration in model.declarations {
            guard let candidates = byPath[declaration.path] else {
                // The rest of the toolchain's module is not the model's surface.
                if !declaration.isToolchain { notInInventory.append(declaration) }
                continue
            }
            declaredPaths.insert(declaration.path)
            let isType = typeKinds.contains(declaration.kind)
            let parent = declaration.path.lastIndex(of: ".").map { String(declaration.path[..<$0]) } ?? ""
            let mine = comparable(declaration.signature, constraint: declaration.constraint, isType: isType,
                                  dropping: typeRequirements[parent] ?? [])
            let location = declaration.isToolchain ? "the toolchain's \(declaration.library)"
                : "\(declaration.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "?"):\(declaration.line ?? 0)"
            let alike = candidates.filter { comparable($0.signature, constraint: $0.constraint, isType: typeKinds.contains($0.kind)) == mine }
            guard let same = closestAlike(alike, to: declaration, matched: matched) else {
                let closest = candidates.min { distance($0.signature, declaration.signature) < distance($1.signature, declaration.signature) }!
                disagreements.append(Disagreement(kind: .signature, path: declaration.path, model: mine,
                                                  apple: comparable(closest.signature, constraint: closest.constraint, isType: typeKinds.contains(closest.kind)), location: location,
                                                  fromToolchain: declaration.isToolchain))
                continue
            }
            let status: Status = declaration.isToolchain ? (declaration.toolchainDeprecation == nil ? .behaves : .notModelled)
                : scan.reportsNotModelled(declaration) ? .notModelled : .behaves
            if matched[same] != .behaves { matched[same] = status }
            if !agrees(model: declaration.availability, apple: same.availability) {
                disagreements.append(Disagreement(kind: .availability, path: declaration.path, model: declaration.availability.description,
                                                  apple: significant(same.availability).description, location: location,
                                                  file: declaration.isToolchain ? nil : declaration.file, line: declaration.line,
                                                  appleAvailability: significant(same.availability), modelAvailability: declaration.availability,
                                                  modelKind: declaration.kind, fromToolchain: declaration.isToolchain))
            }
        }
        synthesised(apple.filter { matched[$0] == nil }, model: model, into: &matched)
        let entries = apple.map { declaration in
            Entry(declaration: declaration, status: matched[declaration] ?? .missing,
                  sameNameDeclared: matched[declaration] == nil && declaredPaths.contains(declaration.path))
        }
        return SurfaceCoverage(entries: entries, disagreements: disagreements, notInInventory: notInInventory)
    }

    /// Of Apple's declarations that compare equal to the model's, the one it stands for. A
    /// conditional conformance's members compare equal whatever the condition (`Optional`'s
    /// `typealias Body = Never` where `Wrapped: View`, `: Gesture`, `: Commands` …), so each of
    /// the model's claims Apple's with the same requirements, else one not yet claimed: one
    /// declaration of the model never counts for several of Apple's.
    static func closestAlike(_ alike: [APIDeclaration], to declaration: ModelDeclaration,
                             matched: [APIDeclaration: Status]) -> APIDeclaration? {
        guard alike.count > 1 else { return alike.first }
        let requirements = Set(requirements(declaration.constraint))
        return alike.first { Set(Self.requirements($0.constraint)) == requirements }
            ?? alike.first { matched[$0] == nil }
            ?? alike.first
    }

    /// Marks as behaving the missing declarations the compiler synthesises for the model's type
    /// of the same name from its conformances (`SynthesisedMembers`).
    static func synthesised(_ missing: [APIDeclaration], model: ModelSurface, into matched: inout [APIDeclaration: Status]) {
        var conformances: [String: Set<String>] = [:]
        var members: [String: [String: String]] = [:]
        for declaration in model.declarations {
            if typeKinds.contains(declaration.kind) {
                conformances[declaration.path, default: []].formUnion(declaration.conformances)
            }
            // Nested types and associated types are members too (`View.Body`).
            if let dot = declaration.path.lastIndex(of: ".") {
                // A protocol's requirement, not a constrained extension's member of the same name
                // (`View.body: Self.Body`, not `var body: Never` where `Body == Never`).
                let parent = String(declaration.path[..<dot]), name = String(declaration.path[declaration.path.index(after: dot)...])
                if declaration.constraint.isEmpty || members[parent]?[name] == nil {
                    members[parent, default: [:]][name] = declaration.signature
                }
            }
        }
        for declaration in missing {
            guard let types = conformances[declaration.parent].map({ refined($0, conformances: conformances) }),
                  SynthesisedMembers.isSynthesised(declaration, conformances: types, members: members[declaration.parent] ?? [:],
                                                   protocolMembers: members) else { continue }
            matched[declaration] = .behaves
        }
    }

    /// A type's conformances with the protocols those refine, as the model declares them
    /// (`CustomizableToolbarContent` brings `ToolbarContent`).
    static func refined(_ protocols: Set<String>, conformances: [String: Set<String>]) -> Set<String> {
        var result = protocols
        var queue = Array(protocols)
        while let next = queue.popLast() {
            for parent in conformances[next] ?? [] where result.insert(parent).inserted { queue.append(parent) }
        }
        return result
    }

    /// The signature as both sides are compared: normalised, with the requirements of the
    /// extension it is declared in joined to its own (Apple's interface prints some on the member,
    /// the model's symbol graph keeps them apart).
    /// The `where` requirements each of Apple's types states on its own declaration
    /// (`struct Table<Value, Rows, Columns> … where Value == Rows.TableRowValue`), normalised as
    /// `comparable` reads an extension's.
    static func ownRequirements(of declarations: [APIDeclaration]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for declaration in declarations where typeKinds.contains(declaration.kind) {
            guard let range = declaration.signature.range(of: " where ") else { continue }
            result[declaration.path] = Set(requirements(String(declaration.signature[range.upperBound...])))
        }
        return result
    }

    static func requirements(_ clause: String) -> [String] {
        SignatureNormaliser.splitTopLevel(SignatureNormaliser.normalise("func f() where " + clause).components(separatedBy: " where ").dropFirst().joined(separator: " where "))
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `dropping`: the member's type's own requirements, which the model's symbol graph repeats in
    /// each member's `where` clause and Apple's interface does not.
    static func comparable(_ signature: String, constraint: String, isType: Bool, dropping: Set<String> = []) -> String {
        var text = SignatureNormaliser.normalise(signature)
        if isType {
            // `struct Text: Equatable` and `struct Text` are one type; `typealias X = Y` is X.
            if let colon = SignatureNormaliser.topLevelColon(text) { text = String(text[..<colon]) }
            if let range = text.range(of: " where ") { text = String(text[..<range.lowerBound]) }
            if let equals = text.range(of: " =") { text = String(text[..<equals.lowerBound]) }
            text = text.trimmingCharacters(in: .whitespaces)
            return text
        }
        let extra = requirements(constraint)
            .filter { !dropping.contains($0) }
            // The symbol graph repeats the type's own requirements (`Content: View`) among the
            // extension's; the interface does not. A generic parameter's conformance is left out
            // on both sides; same-type requirements (`Label == Text`) are compared.
            .filter { !$0.contains(#/^[A-Z][A-Za-z0-9]*: [A-Za-z0-9.]+$/#) }
        var (declaration, own) = splittingWhereClause(text)
        if !dropping.isEmpty {
            own.removeAll { dropping.contains($0) }
            text = declaration + (own.isEmpty ? "" : " where " + own.joined(separator: ", "))
        }
        guard !extra.isEmpty else { return text }
        return declaration + " where " + Set(own + extra).sorted().joined(separator: ", ")
    }

    /// `init(_: B) where A == B.Element, B: P` -> (`init(_: B)`, [`A == B.Element`, `B: P`]).
    static func splittingWhereClause(_ text: String) -> (declaration: String, requirements: [String]) {
        guard let range = text.range(of: " where ", options: .backwards) else { return (text, []) }
        return (String(text[..<range.lowerBound]),
                SignatureNormaliser.splitTopLevel(String(text[range.upperBound...])).map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// Apple's availability as the model must write it: an introduction in SwiftUI's first
    /// release (13.0) or none is no constraint at all.
    static func significant(_ availability: APIAvailability) -> APIAvailability {
        var result = availability
        if let introduced = AvailabilityWording.Version(Substring(result.introduced)), introduced <= AvailabilityWording.Version(major: 13) {
            result.introduced = ""
        }
        if result.message.hasPrefix("renamed: ") { result.message = "" }
        if result.deprecated.isEmpty { result.message = "" }
        return result
    }

    static func agrees(model: APIAvailability, apple original: APIAvailability) -> Bool {
        let apple = significant(original)
        var model = model
        if let introduced = AvailabilityWording.Version(Substring(model.introduced)), introduced <= AvailabilityWording.Version(major: 13) {
            model.introduced = ""
        }
        func same(_ a: String, _ b: String) -> Bool {
            if a.isEmpty || b.isEmpty { return a.isEmpty && b.isEmpty }
            guard let x = AvailabilityWording.Version(Substring(a)), let y = AvailabilityWording.Version(Substring(b)) else { return a == b }
            return x == y
        }
        return same(model.introduced, apple.introduced) && same(model.deprecated, apple.deprecated)
            && same(model.obsoleted, apple.obsoleted) && (apple.deprecated.isEmpty || sameMessage(model: model.message, apple: original.message))
    }

    /// Apple's `renamed: "X"` without a message is worded by Swift as "renamed to 'X'": the model
    /// may write that, or nothing.
    static func sameMessage(model: String, apple: String) -> Bool {
        if apple.hasPrefix("renamed: ") {
            return model.isEmpty || model == "renamed to '\(apple.dropFirst("renamed: ".count))'"
        }
        return model == apple
    }

    /// A rough distance between two signatures, to show the closest of Apple's overloads.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Set(a.split(whereSeparator: { !$0.isLetter })), y = Set(b.split(whereSeparator: { !$0.isLetter }))
        return x.symmetricDifference(y).count
    }
}
