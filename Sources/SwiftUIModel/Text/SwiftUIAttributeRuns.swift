import Foundation

/// The model's own keys for SwiftUI's attributes, which it reads when a Text shows an
/// AttributedString.
///
/// An AttributedString stores each attribute under its key's `name` (swift-foundation), so a key
/// with the same name and value type reads what `string.font = …` wrote through the public key
/// (`SwiftUIAttributes.swift`). The model reads through these instead of naming the public keys,
/// whose availability data would make each of its own uses a warning (docs/SCENARIOS.md,
/// "Availability").
///
/// The names: SwiftUI's are `SwiftUI.<Attribute>`. Apple's interface does not state them;
/// "SwiftUI.ForegroundColor" was observed on macOS (`NSAttributedString(_:)` of a string with
/// `foregroundColor` set, in a public root-cause report of the mkdn project), and OpenSwiftUI
/// (commit 069dd80, `Text+AttributedString.swift`, audited against SwiftUI) names each key
/// `OpenSwiftUI.<Attribute>`: `Font`, `ForegroundColor`, `BackgroundColor`, `StrikethroughStyle`,
/// `UnderlineStyle`, `Kern`, `Tracking`, `BaselineOffset`. The others are not observed on Apple's.
enum SwiftUIAttributeKeys {
    enum FontKey: AttributedStringKey {
        typealias Value = Font
        static let name = "SwiftUI.Font"
    }
    enum ForegroundColorKey: AttributedStringKey {
        typealias Value = Color
        static let name = "SwiftUI.ForegroundColor"
    }
    enum BackgroundColorKey: AttributedStringKey {
        typealias Value = Color
        static let name = "SwiftUI.BackgroundColor"
    }
    enum StrikethroughStyleKey: AttributedStringKey {
        typealias Value = Text.LineStyle
        static let name = "SwiftUI.StrikethroughStyle"
    }
    enum UnderlineStyleKey: AttributedStringKey {
        typealias Value = Text.LineStyle
        static let name = "SwiftUI.UnderlineStyle"
    }
    enum KerningKey: AttributedStringKey {
        typealias Value = CGFloat
        static let name = "SwiftUI.Kern"
    }
    enum TrackingKey: AttributedStringKey {
        typealias Value = CGFloat
        static let name = "SwiftUI.Tracking"
    }
    enum BaselineOffsetKey: AttributedStringKey {
        typealias Value = CGFloat
        static let name = "SwiftUI.BaselineOffset"
    }
}

/// What a Text shows of a run's SwiftUI attributes: each one the model's Text modifiers show, as
/// that modifier shows it (`font` as `Text.font(_:)`, `foregroundColor` as
/// `Text.foregroundStyle(_:)`, a strikethrough or underline style as `Text.strikethrough()` and
/// `Text.underline()`); the rest report themselves.
enum SwiftUIAttributeRuns {
    static func style(_ textRun: inout TextRun, from run: AttributedString.Runs.Run) {
        typealias Keys = SwiftUIAttributeKeys
        if let font = run[Keys.FontKey.self] { textRun.apply(.font(font)) }
        if let color = run[Keys.ForegroundColorKey.self] { textRun.apply(.foreground(styleName(color))) }
        if let line = run[Keys.StrikethroughStyleKey.self] {
            textRun.apply(.strikethrough(true))
            TextLines.reportLook("AttributeScopes.SwiftUIAttributes.strikethroughStyle", pattern: line.pattern, color: line.color)
        }
        if let line = run[Keys.UnderlineStyleKey.self] {
            textRun.apply(.underline(true))
            TextLines.reportLook("AttributeScopes.SwiftUIAttributes.underlineStyle", pattern: line.pattern, color: line.color)
        }
        if run[Keys.BackgroundColorKey.self] != nil {
            ModelProblems.notModelled("AttributeScopes.SwiftUIAttributes.backgroundColor", "no background is drawn behind the characters")
        }
        if run[Keys.KerningKey.self] != nil {
            ModelProblems.notModelled("AttributeScopes.SwiftUIAttributes.kern", "the characters keep their spacing")
        }
        if run[Keys.TrackingKey.self] != nil {
            ModelProblems.notModelled("AttributeScopes.SwiftUIAttributes.tracking", "the characters keep their spacing")
        }
        if run[Keys.BaselineOffsetKey.self] != nil {
            ModelProblems.notModelled("AttributeScopes.SwiftUIAttributes.baselineOffset", "the characters stay on the baseline")
        }
    }
}
