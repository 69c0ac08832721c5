import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { … }`: registers a preview that the harness's `preview` step can run.
///
/// The expansion is a function exported under a C name made of the file and line of the macro
/// (`swiftuimodel_preview_<file>_<line>`), which the host finds with `dlsym`: Swift on Linux has no
/// public way to enumerate the types a module declares. Statements marked `@Previewable` become
/// properties of a small wrapper view, so `@Previewable @State var x = 3` gives a real binding.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let closure = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw MacroMessage("#Preview needs a closure that returns the view to preview")
        }
        let name = node.arguments.first(where: { $0.label == nil })?.expression.trimmedDescription ?? "nil"
        // Xcode's canvas lays a preview out by its traits; the model's `preview` step does not,
        // and the preview says so when it is shown.
        let traits = node.arguments.contains(where: { $0.label?.text == "traits" }) ? ", withTraits: true" : ""
        let location = context.location(of: node)
        let line = location?.line.trimmedDescription ?? "0"
        let file = location?.file.trimmedDescription ?? "\"\""
        let symbol = "\(PreviewSymbol.prefix)\(PreviewSymbol.sanitize(file))_\(line)"
        let function = context.makeUniqueName("preview")
        let wrapper = context.makeUniqueName("PreviewContent")

        var previewable: [String] = []
        var rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                var stripped = variable
                stripped.attributes = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                previewable.append(stripped.trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        let body: String
        if previewable.isEmpty {
            // The body as written: a view builder, or an ordinary closure when it returns its
            // view with `return` (see `_PreviewRegistration.register`).
            body = "SwiftUI._PreviewRegistration.register(name: \(name), file: \(file), line: \(line)\(traits)) {\n\(closure.statements.trimmedDescription)\n}"
        } else {
            body = """
            struct \(wrapper.text): SwiftUI.View {
            \(previewable.joined(separator: "\n"))
            var body: some SwiftUI.View {
            \(rest.joined(separator: "\n"))
            }
            }
            SwiftUI._PreviewRegistration.register(name: \(name), file: \(file), line: \(line)\(traits)) { \(wrapper.text)() }
            """
        }
        return ["""
        @_cdecl("\(raw: symbol)") public nonisolated func \(function)() {
        MainActor.assumeIsolated {
        \(raw: body)
        }
        }
        """]
    }
}

/// `@Previewable`: a marker that `#Preview` reads; on its own it expands to nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

enum PreviewSymbol {
    /// What every exported preview's C name starts with (the model's `PreviewDiscovery` looks for it).
    static let prefix = "swiftuimodel_preview_"

    /// The file literal as a C identifier: letters and digits kept, everything else `_`.
    static func sanitize(_ literal: String) -> String {
        String(literal.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}

struct MacroMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
