/// What the compiler writes for a type from its conformances, with no declaration in the
/// model's source: `==` for an Equatable type, `hash(into:)` for a Hashable one, `allCases` for a
/// CaseIterable enum, an OptionSet's `Element`. Apple's interfaces print them as declarations; the
/// model's symbol graph (extracted with `-skip-synthesized-members`, which also leaves out every
/// protocol extension's members) does not. A missing declaration of the inventory counts as
/// declared when the model's type has the conformance that synthesises it, the same member the
/// compiler makes for Apple's type.
enum SynthesisedMembers {
    /// The protocols a conformance brings with it (a Hashable type is Equatable).
    static let implied: [String: [String]] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Strideable": ["Comparable"],
        "OptionSet": ["SetAlgebra", "RawRepresentable"], "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"],
    ]

    /// `conformances` with every protocol they imply.
    static func closure(_ conformances: Set<String>) -> Set<String> {
        var result = conformances
        var queue = Array(conformances)
        while let next = queue.popLast() {
            for protocolName in implied[next] ?? [] where result.insert(protocolName).inserted {
                queue.append(protocolName)
            }
        }
        return result
    }

    /// Whether the compiler makes `declaration` (a member of one of Apple's types) for the model's
    /// type of the same name, which conforms to `conformances` and declares `members` (its own
    /// members' paths and signatures, to read an inferred associated type's witness).
    static func isSynthesised(_ declaration: APIDeclaration, conformances: Set<String>, members: [String: String]) -> Bool {
        let protocols = closure(conformances)
        let base = declaration.name.prefix { $0 != "(" }
        let witness = aliasedType(declaration.signature)
        // `Self` as the interface spells it: `Edge.Set`, or `Set` inside its own type.
        let selfNames = [declaration.parent, String(declaration.parent.split(separator: ".").last ?? "")]
        switch (declaration.kind, base) {
        case ("func", "=="):
            return protocols.contains("Equatable") && declaration.signature.contains("-> Bool")
        case ("func", "hash"), ("var", "hashValue"):
            return protocols.contains("Hashable")
        case ("var", "allCases"):
            return protocols.contains("CaseIterable")
        case ("typealias", "AllCases"):
            // Synthesised as `[Self]`, unless the type declares `allCases` of another type.
            guard protocols.contains("CaseIterable"), selfNames.contains(where: { witness == "[\($0)]" }) else { return false }
            return members["allCases"].map { propertyType($0) == witness } ?? true
        case ("typealias", "Element"), ("typealias", "ArrayLiteralElement"):
            // An OptionSet's defaults: `Element == Self`, `ArrayLiteralElement == Element`.
            return protocols.contains("OptionSet") && selfNames.contains { witness == $0 }
        case ("typealias", "RawValue"):
            // Inferred from the type's own `rawValue`, which must be of the same type.
            guard protocols.contains("RawRepresentable"), let witness, let rawValue = members["rawValue"] else { return false }
            return propertyType(rawValue) == witness
        default:
            return false
        }
    }

    /// `var rawValue: Int { get }` → `Int`.
    static func propertyType(_ signature: String) -> String? {
        guard let colon = signature.firstIndex(of: ":") else { return nil }
        var type = signature[signature.index(after: colon)...]
        if let accessors = type.firstIndex(of: "{") { type = type[..<accessors] }
        return type.trimmingCharacters(in: .whitespaces)
    }

    /// `typealias AllCases = [X]` → `[X]`.
    static func aliasedType(_ signature: String) -> String? {
        guard let equals = signature.range(of: " = ") else { return nil }
        return String(signature[equals.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
