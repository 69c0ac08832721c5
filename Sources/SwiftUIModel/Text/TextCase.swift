import Foundation

extension Text {
    /// A case the text's characters are drawn in (SwiftUI's `Text.Case`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        func apply(_ string: String, locale: Locale) -> String {
            switch self {
            case .uppercase: string.uppercased(with: locale)
            case .lowercase: string.lowercased(with: locale)
            }
        }
    }
}

struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

extension EnvironmentValues {
    /// The case text below is drawn in; nil (the default, OpenSwiftUI's `EnvironmentParagraphStyle`)
    /// draws it as written. A list's section headers set it before iOS 26 (`Lists/Section.swift`).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Draws the text below in a case; `nil` draws it as written.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
