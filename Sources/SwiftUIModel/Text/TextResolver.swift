import Foundation

/// Turns a Text into the runs it shows, in an environment: the way SwiftUI resolves a Text
/// for drawing.
///
/// A key is resolved in Foundation's order: its format is parsed as Markdown with Apple's
/// extended attributes (so only the literal is Markdown), each specifier is replaced by its
/// argument formatted as `String(format:locale:arguments:)` would with the environment's locale
/// (grouping included), and then `^[…](inflect: true)` phrases are made to agree with their
/// number argument.
@MainActor
enum TextResolver {
    static func resolve(_ text: Text, in environment: EnvironmentValues) -> String {
        runs(text, in: environment).string
    }

    static func runs(_ text: Text, in environment: EnvironmentValues) -> ResolvedText {
        var runs = resolveRuns(text, locale: environment.locale)
        // A view's `bold(_:)`/`italic(_:)` around the Text (`ViewTextStyling`).
        let styling = environment.viewTextStyling
        if styling.bold == true { runs = runs.map { var run = $0; run.bold = true; return run } }
        if styling.italic == true { runs = runs.map { var run = $0; run.italic = true; return run } }
        return ResolvedText(runs: TextRun.merge(runs))
    }

    private static func resolveRuns(_ text: Text, locale: Locale) -> [TextRun] {
        let inner: [TextRun]
        switch text.storage {
        case .verbatim(let string):
            inner = [TextRun(text: string)]
        case .localized(let key):
            inner = KeyResolver.runs(key.formatKey, locale: locale, parseMarkdown: true) { resolveRuns($0, locale: locale) }
        case .attributed(let attributed):
            inner = AttributedRuns.runs(of: attributed)
        case .formatted(let argument):
            if case .formattedAttributed(_, let make) = argument.value {
                inner = AttributedRuns.runs(of: make(locale))
            } else {
                inner = [TextRun(text: KeyResolver.format(argument, locale: locale))]
            }
        case .image(let image):
            inner = [TextRun(text: image.inlineName, image: image.inlineName, inlineImage: image)]
        case .concatenated(let texts):
            inner = texts.flatMap { resolveRuns($0, locale: locale) }
        }
        let outer = text.modifiers.reduce(into: TextRun(text: "")) { run, modifier in run.apply(modifier) }
        return inner.map { $0.inheriting(outer) }
    }
}

extension TextResolver {
    /// The characters of a Text resolved in the default environment (for labels).
    nonisolated static func plain(_ text: Text) -> String {
        MainActor.assumeIsolated { resolve(text, in: EnvironmentValues()) }
    }
}

extension Image {
    /// How an inline image reads among characters: `{name}`.
    var inlineName: String {
        switch source {
        case .named(let name), .system(let name): "{\(name)}"
        case .bitmap: "{image}"
        }
    }
}
