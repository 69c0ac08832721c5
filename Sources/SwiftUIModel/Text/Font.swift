import CourseCheckProtocol
import Foundation

/// A font: a text style that follows Dynamic Type, or a fixed size.
public struct Font: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }
    let storage: Storage

    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public static let largeTitle = Font(storage: .style(.largeTitle))
    public static let title = Font(storage: .style(.title))
    public static let title2 = Font(storage: .style(.title2))
    public static let title3 = Font(storage: .style(.title3))
    public static let headline = Font(storage: .style(.headline))
    public static let subheadline = Font(storage: .style(.subheadline))
    public static let body = Font(storage: .style(.body))
    public static let callout = Font(storage: .style(.callout))
    public static let footnote = Font(storage: .style(.footnote))
    public static let caption = Font(storage: .style(.caption))
    public static let caption2 = Font(storage: .style(.caption2))

    public static func system(size: CGFloat) -> Font { Font(storage: .system(size: size)) }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(storage: .custom(name: name, size: size, relativeTo: .body)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font { Font(storage: .custom(name: name, size: size, relativeTo: style)) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(storage: .custom(name: name, size: fixedSize, relativeTo: nil)) }

    /// The point size and name this font has in an environment (its Dynamic Type size).
    func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        let category = environment.dynamicTypeSize
        switch storage {
        case .style(let style):
            return ResolvedFont(name: style.rawValue, size: DynamicTypeTable.size(of: style, at: category))
        case .system(let size):
            return ResolvedFont(name: "system", size: size)
        case .custom(let name, let size, let style):
            guard let style else { return ResolvedFont(name: name, size: size) }
            let scale = DynamicTypeTable.size(of: style, at: category) / DynamicTypeTable.size(of: style, at: .large)
            return ResolvedFont(name: name, size: (size * scale).rounded())
        }
    }
}

/// A font with its size decided.
struct ResolvedFont: Hashable {
    var name: String
    var size: CGFloat
    var reportName: String { "\(name) \(ReportNumber.format(Double(size)))pt" }
}
