/// Xcode's generated asset symbols (Xcode 15 release notes): a `static let` on `ImageResource` per
/// image set, named in lower camel case, so that `Image(.harbour)` is checked by the compiler.
enum GeneratedAssetSymbols {
    static let fileName = "GeneratedAssetSymbols.swift"

    static func source(_ names: [String]) -> String {
        var lines = ["import SwiftUI", "", "extension ImageResource {"]
        for name in names {
            lines.append("    /// The \"\(name)\" asset catalog image resource.")
            lines.append("    static let \(identifier(name)) = ImageResource(name: \"\(name)\", bundle: .main)")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `harbour` → `harbour`, `Hero-Image` → `heroImage`, `2x photo` → `_2XPhoto`.
    static func identifier(_ name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return "_" }
        var result = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }
}
