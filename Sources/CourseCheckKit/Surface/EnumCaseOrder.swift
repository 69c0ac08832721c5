import Foundation

/// Whether the model's enums declare their cases in the order Apple's interfaces do
/// (`docs/api-inventory/enum-case-order.tsv`, written by `scripts/api-inventory/generate.py`).
/// The order is observable: it gives an enum's implicit raw values, `allCases` and the `<` the
/// compiler synthesises for `Comparable`.
public struct EnumCaseOrder: Sendable {
    /// Apple's cases, in order, by module and enum path (`SwiftUI`, `Image.Orientation`).
    public var apple: [String: [String]]

    public static func path(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent("docs/api-inventory/enum-case-order.tsv")
    }

    public static func load(packageRoot: URL) throws -> EnumCaseOrder {
        parse(try String(contentsOf: path(packageRoot: packageRoot), encoding: .utf8))
    }

    public static func parse(_ text: String) -> EnumCaseOrder {
        var apple: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("module\t") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cells.count == 3 else { continue }
            apple[cells[0] + "\t" + cells[1]] = cells[2].split(separator: ",").map(String.init)
        }
        return EnumCaseOrder(apple: apple)
    }

    /// Each model enum whose cases that Apple also has come in another order than Apple's, as
    /// `Module Enum: model a, b; Apple b, a`.
    public func disorders(in model: [ModelDeclaration]) -> [String] {
        var cases: [String: [ModelDeclaration]] = [:]
        for declaration in model where declaration.kind == "swift.enum.case" && !declaration.isToolchain {
            let parts = declaration.path.split(separator: ".")
            guard parts.count >= 2 else { continue }
            cases[declaration.module + "\t" + parts.dropLast().joined(separator: "."), default: []].append(declaration)
        }
        var found: [String] = []
        for (key, declared) in cases.sorted(by: { $0.key < $1.key }) {
            guard let order = apple[key] else { continue }
            let inSource = declared.sorted { ($0.file ?? "", $0.line ?? 0, $0.column ?? 0) < ($1.file ?? "", $1.line ?? 0, $1.column ?? 0) }
                .map { String($0.path.split(separator: ".").last ?? "") }
            let model = inSource.filter(order.contains), applesShared = order.filter(model.contains)
            if model != applesShared {
                found.append("\(key.replacingOccurrences(of: "\t", with: " ")): model \(model.joined(separator: ", ")); Apple \(applesShared.joined(separator: ", "))")
            }
        }
        return found
    }
}
