/// What the compiler writes for a type from its conformances, with no declaration in the
/// model's source: `==` for an Equatable type, `hash(into:)` for a Hashable one, `encode(to:)`
/// and `init(from:)` for a Codable one, `allCases` for a
/// CaseIterable enum, an OptionSet's `Element`, a wrapped property's projection (`$isOn`). Apple's interfaces print them as declarations; the
/// model's symbol graph (extracted with `-skip-synthesized-members`, which also leaves out every
/// protocol extension's members) does not. A missing declaration of the inventory counts as
/// declared when the model's type has the conformance that synthesises it, the same member the
/// compiler makes for Apple's type.
///
/// An associated type the compiler infers from a member is credited the same way: Apple's
/// interface prints `typealias Body = @_opaqueReturnTypeOf("$s7SwiftUI10EditButtonV4bodyQrvp", 0) __`,
/// the opaque result of the type's own `body`; the model's type has the same witness when it
/// declares that member returning `some …` and conforms to a protocol whose requirement of that
/// name returns the associated type (`View.body: Self.Body`).
enum SynthesisedMembers {
    /// The protocols a conformance brings with it (a Hashable type is Equatable).
    static let implied: [String: [String]] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Strideable": ["Comparable"],
        "OptionSet": ["SetAlgebra", "RawRepresentable"], "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"],
        "Codable": ["Encodable", "Decodable"],
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
    /// `protocolMembers` are the model's protocols' members (requirements and associated types)
    /// by protocol, to read which requirement an associated type is inferred from.
    static func isSynthesised(_ declaration: APIDeclaration, conformances: Set<String>, members: [String: String],
                              protocolMembers: [String: [String: String]] = [:]) -> Bool {
        let protocols = closure(conformances)
        let base = declaration.name.prefix { $0 != "(" }
        let witness = aliasedType(declaration.signature)
        // `Self` as the interface spells it: `Edge.Set`, or `Set` inside its own type.
        let selfNames = [declaration.parent, String(declaration.parent.split(separator: ".").last ?? "")]
        if declaration.kind == "typealias", let witness, witness.hasPrefix("@_opaqueReturnTypeOf(") {
            return isInferredOpaqueWitness(declaration, witness: witness, conformances: protocols, members: members, protocolMembers: protocolMembers)
        }
        if declaration.kind == "var", base.hasPrefix("$") {
            return isProjection(declaration, members: members)
        }
        switch (declaration.kind, base) {
        case ("func", "=="):
            return protocols.contains("Equatable") && declaration.signature.contains("-> Bool")
        case ("func", "hash"), ("var", "hashValue"):
            return protocols.contains("Hashable")
        case ("func", "encode"):
            // Codable's: the type has it from its conformance, written or synthesised.
            return declaration.name == "encode(to:)" && protocols.contains("Encodable")
        case ("init", "init") where declaration.name == "init(from:)":
            return protocols.contains("Decodable")
        case ("var", "allCases"), ("let", "allCases"):
            // Apple's interface prints a stored `static let allCases` for some enums (`Font.TextStyle`).
            return protocols.contains("CaseIterable")
        case ("typealias", "AllCases"):
            // Synthesised as `[Self]`, unless the type declares `allCases` of another type.
            guard protocols.contains("CaseIterable"), selfNames.contains(where: { witness == "[\($0)]" }) else { return false }
            return members["allCases"].map { propertyType($0) == witness } ?? true
        case ("typealias", "Element"), ("typealias", "ArrayLiteralElement"):
            // An OptionSet's defaults: `Element == Self`, `ArrayLiteralElement == Element`.
            return protocols.contains("OptionSet") && selfNames.contains { witness == $0 }
        case ("typealias", "RawValue"):
            // Inferred from the type's own `rawValue`, which must be of the same type (a raw-value
            // enum's is synthesised: its raw type is its `init?(rawValue:)`'s).
            guard protocols.contains("RawRepresentable"), let witness else { return false }
            if let rawValue = members["rawValue"] { return propertyType(rawValue) == witness }
            return synthesisedRawType(members) == witness
        case ("var", "rawValue"):
            // A raw-value enum's `rawValue` is synthesised with its `init?(rawValue:)`, which the
            // symbol graph keeps (`init?(rawValue: Int8)`) and which names the raw type.
            guard protocols.contains("RawRepresentable"), members["rawValue"] == nil, let type = propertyType(declaration.signature) else { return false }
            return synthesisedRawType(members) == type
        default:
            return false
        }
    }

    /// Whether Apple's `var $isOn: Binding<Bool>` is the projection the compiler makes of the
    /// model's wrapped property of that name: the symbol graph keeps `@Binding var isOn: Bool`
    /// and leaves out `$isOn`. The projection's type is the wrapper's: `Binding<Bool>` for
    /// `@Binding`, `ObservedObject<Document>.Wrapper` for `@ObservedObject` (Apple's
    /// `projectedValue` of each).
    static func isProjection(_ declaration: APIDeclaration, members: [String: String]) -> Bool {
        let name = String(declaration.name.dropFirst())
        guard let wrapped = members[name], wrapped.hasPrefix("@"),
              let wrapper = wrapped.dropFirst().split(separator: " ").first,
              let value = propertyType(wrapped), let projected = propertyType(declaration.signature) else { return false }
        let generic = "\(wrapper)<\(value)>"
        return projected == generic || projected == generic + ".Wrapper"
    }

    /// Whether the compiler infers Apple's opaque associated type (`Body`) for the model's type:
    /// the member the mangled name names (`4bodyQrvp`: `body`; `8makeBody13configurationQr`:
    /// `makeBody(configuration:)`) is the model type's own, returns `some …`, and is a requirement
    /// of a protocol it conforms to that returns that associated type.
    static func isInferredOpaqueWitness(_ declaration: APIDeclaration, witness: String, conformances: Set<String>,
                                        members: [String: String], protocolMembers: [String: [String: String]]) -> Bool {
        guard let open = witness.firstIndex(of: "\""), let close = witness[witness.index(after: open)...].firstIndex(of: "\"") else { return false }
        let mangled = witness[witness.index(after: open)..<close]
        let typeName = declaration.parent.split(separator: ".").last.map(String.init) ?? declaration.parent
        let name = declaration.name
        return members.contains { path, signature in
            guard returnsOpaque(signature), let fragment = mangledName(of: path),
                  let member = mangled.range(of: fragment + "Q"),
                  mangled[..<member.lowerBound].contains("\(typeName.utf8.count)\(typeName)") else { return false }
            return conformances.contains { protocolName in
                guard let requirements = protocolMembers[protocolName], requirements[name] != nil,
                      let requirement = requirements[path] else { return false }
                return returnType(requirement).map { $0 == name || $0 == "Self.\(name)" } ?? false
            }
        }
    }

    /// A member's name as Swift mangles it, its base name and argument labels each prefixed with
    /// its length (`makeBody(configuration:)` → `8makeBody13configuration`; an unlabelled
    /// argument among labelled ones is `_`), or nil for an operator.
    static func mangledName(of path: String) -> String? {
        let base = path.prefix { $0 != "(" }
        guard let first = base.first, first.isLetter || first == "_" else { return nil }
        var result = "\(base.utf8.count)\(base)"
        if let open = path.firstIndex(of: "(") {
            let labels = path[path.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
            if labels.contains(where: { $0 != "_" }) {
                result += labels.map { $0 == "_" ? "_" : "\($0.utf8.count)\($0)" }.joined()
            }
        }
        return result
    }

    /// Whether a member's signature returns an opaque type: `var body: some View`,
    /// `func makeBody(configuration: Configuration) -> some View`.
    static func returnsOpaque(_ signature: String) -> Bool {
        returnType(signature)?.hasPrefix("some ") ?? false
    }

    /// The type a property or method returns: after the last top-level `->`, or a property's type.
    static func returnType(_ signature: String) -> String? {
        var type: Substring
        if let arrow = signature.range(of: "->", options: .backwards) {
            type = signature[arrow.upperBound...]
        } else if signature.contains("var ") || signature.contains("let "), let colon = signature.firstIndex(of: ":") {
            type = signature[signature.index(after: colon)...]
        } else {
            return nil
        }
        if let accessors = type.firstIndex(of: "{") { type = type[..<accessors] }
        if let clause = type.range(of: " where ") { type = type[..<clause.lowerBound] }
        return type.trimmingCharacters(in: .whitespaces)
    }

    /// `var rawValue: Int { get }` → `Int`.
    static func propertyType(_ signature: String) -> String? {
        guard let colon = signature.firstIndex(of: ":") else { return nil }
        var type = signature[signature.index(after: colon)...]
        if let accessors = type.firstIndex(of: "{") { type = type[..<accessors] }
        return type.trimmingCharacters(in: .whitespaces)
    }

    /// The raw type of a raw-value enum, from the failable initialiser the compiler synthesises
    /// and the symbol graph keeps: `init?(rawValue: Int8)` → `Int8`.
    static func synthesisedRawType(_ members: [String: String]) -> String? {
        guard let initialiser = members["init(rawValue:)"], initialiser.hasPrefix("init?(rawValue: "), initialiser.hasSuffix(")") else { return nil }
        return String(initialiser.dropFirst("init?(rawValue: ".count).dropLast()).trimmingCharacters(in: .whitespaces)
    }

    /// `typealias AllCases = [X]` → `[X]`.
    static func aliasedType(_ signature: String) -> String? {
        guard let equals = signature.range(of: " = ") else { return nil }
        return String(signature[equals.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
