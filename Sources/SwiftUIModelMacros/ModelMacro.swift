import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` on a class: the model's version adds only the `PersistentModel`
/// conformance. The class's properties are not observed (SwiftData's @Model makes them
/// observable): SwiftDataModel reports that as not modelled when a context first stores one.
public struct ModelMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { throw MacroMessage("@Model applies to a class") }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }
}
