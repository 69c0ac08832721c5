import CourseCheckProtocol
import Foundation

// How a Text lays out its lines: alignment, spacing between lines, truncation, shrinking to fit,
// and spacing between characters. Each is an environment value the Text reads when it is built
// (`TextDisplay.swift`) and hands to its `TextLayout`.

/// An alignment for the lines of a multiline text (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension Text {
    /// Where a line that does not fit is cut (SwiftUI's `Text.TruncationMode`; `.tail` by default).
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
struct CharacterSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }

extension EnvironmentValues {
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Points added between characters (`kerning` and `tracking` on views).
    var characterSpacing: CGFloat {
        get { self[CharacterSpacingKey.self] }
        set { self[CharacterSpacingKey.self] = newValue }
    }
}

extension View {
    /// "Sets the alignment of a text view that contains multiple lines of text" (leading by default).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// "Sets the amount of space between lines of text in this view": added between each line and
    /// the next.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
    /// "Sets the minimum amount that text in this view scales down to fit in the available space":
    /// a Text that does not fit its lines shrinks, down to this factor, as little as it must.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, max(0.01, min(1, factor)))
    }
    /// iOS 16: spacing between characters, added after each character but the last.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(CharacterSpacingModifier(amount: kerning))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(CharacterSpacingModifier(amount: tracking))
    }
    /// Digits of equal width: the model's digits already share one advance only if the font's do;
    /// the change is reported, not measured (no source for the tabular advances).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func monospacedDigit() -> some View {
        ModelProblems.notModelled("monospacedDigit()", "digits keep their proportional widths")
        return self
    }
}

extension Text {
    public func kerning(_ kerning: CGFloat) -> Text { adding(.characterSpacing(kerning)) }
    public func tracking(_ tracking: CGFloat) -> Text { adding(.characterSpacing(tracking)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func monospacedDigit() -> Text {
        ModelProblems.notModelled("Text.monospacedDigit()", "digits keep their proportional widths")
        return self
    }
}

/// Adds spacing between the characters of the Texts below.
struct CharacterSpacingModifier: ViewModifier, BuiltinModifier {
    let amount: CGFloat
    typealias Body = Never
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.characterSpacing += amount
        return environment
    }
}
