import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside `extension EnvironmentValues`: a computed property
/// reading a generated key whose default is evaluated on every read, as SwiftUI's is (so a default
/// that makes a new object makes one each time).
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, type, initializer) = try parts(of: declaration)
        // The default is an autoclosure of the subscript, so it is evaluated on each read of an
        // unset entry, and its type is the property's (written or inferred from the default).
        let defaultValue = initializer ?? "nil"
        let typed = type.map { "(\(defaultValue)) as \($0)" } ?? defaultValue
        return [
            "get { self[__Key_\(raw: name).self, default: \(raw: typed)] }",
            "set { self[__Key_\(raw: name).self, default: \(raw: typed)] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, _, _) = try parts(of: declaration)
        return ["private enum __Key_\(raw: name): SwiftUI._EntryKey {}"]
    }

    private static func parts(of declaration: some DeclSyntaxProtocol) throws -> (String, String?, String?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroMessage("@Entry applies to a variable declaration")
        }
        return (identifier.identifier.text, binding.typeAnnotation?.type.trimmedDescription, binding.initializer?.value.trimmedDescription)
    }
}
