import Foundation
@testable import SwiftUIModel
import Testing

/// SwiftUI's attributes of an AttributedString, as a Text shows them: each one a Text modifier
/// shows, exactly as that modifier shows it; the others report themselves.
@Suite("SwiftUI's attributes") @MainActor
struct SwiftUIAttributesTests {
    let env = EnvironmentValues.with(locale: Locale(identifier: "en_US"))

    func runs(_ text: Text) -> [TextRun] { TextResolver.runs(text, in: env).runs }

    /// What the screen shows of a Text: its node's attributes and its natural size.
    func shown(_ text: Text) -> (attributes: [String], size: CGSize) {
        func textNode(_ nodes: [DisplayNode]) -> DisplayNode? {
            nodes.lazy.compactMap { $0.kind == "Text" ? $0 : textNode($0.children) }.first
        }
        guard let node = textNode(mount(text.fixedSize()).displayTree()) else {
            Issue.record("no Text on screen")
            return ([], .zero)
        }
        return (node.attributes.map { "\($0.0)=\($0.1)" }, node.sizeThatFits(.unspecified))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aFontOnPartOfTheStringShowsAsTextFontDoes() {
        var string = AttributedString("Hello world")
        string[string.range(of: "world")!].font = .title
        let modifier = Text("Hello \(Text("world").font(.title))")
        #expect(runs(Text(string)).map(\.text) == ["Hello ", "world"])
        #expect(runs(Text(string))[1].font == .title && runs(Text(string))[0].font == nil)
        #expect(runs(Text(string)) == runs(modifier))
        #expect(shown(Text(string)).attributes == shown(modifier).attributes)
        #expect(shown(Text(string)).size == shown(modifier).size)
        // The title's characters are wider than body's: the run is measured in its font.
        #expect(shown(Text(string)).size.width > shown(Text(verbatim: "Hello world")).size.width)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func boldViaTheFontShowsAsTheTextModifierDoes() {
        var string = AttributedString("plain strong")
        string[string.range(of: "strong")!].font = .body.bold()
        #expect(runs(Text(string)) == runs(Text("plain \(Text("strong").font(.body.bold()))")))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func colourAndLinesShowAsTheTextModifiersDo() {
        var string = AttributedString("red struck under")
        string[string.range(of: "red")!].foregroundColor = .red
        string[string.range(of: "struck")!].strikethroughStyle = .single
        string[string.range(of: "under")!].underlineStyle = Text.LineStyle()
        let modifiers = Text("\(Text("red").foregroundStyle(Color.red)) \(Text("struck").strikethrough()) \(Text("under").underline())")
        #expect(runs(Text(string)) == runs(modifiers))
        #expect(shown(Text(string)).attributes == shown(modifiers).attributes)
        #expect(shown(Text(string)).attributes.contains("strikethrough=struck"))
    }

    /// `container.foregroundColor = .red` compiles (`AttributeDynamicLookup`) and styles the
    /// characters made with the container.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anAttributeContainerCarriesSwiftUIsAttributes() {
        var container = AttributeContainer()
        container.foregroundColor = .red
        container.font = .headline
        let styled = runs(Text(AttributedString("hi", attributes: container)))
        #expect(styled.count == 1 && styled[0].foreground == "red" && styled[0].font == .headline)
    }

    /// The Text's own modifiers style what the string's attributes leave unset.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theStringsOwnFontWinsOverTheTexts() {
        var string = AttributedString("a b")
        string[string.range(of: "b")!].font = .title
        let shown = runs(Text(string).font(.caption))
        #expect(shown.map(\.font) == [.caption, .title])
    }

    /// The model reads through its own keys of the same names (`SwiftUIAttributeKeys`): the
    /// public key writes what the internal key reads, and the names are SwiftUI's.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theModelsKeysReadThePublicKeys() {
        var string = AttributedString("x")
        string.kern = 2
        string.baselineOffset = 3
        #expect(string.runs.first?[SwiftUIAttributeKeys.KerningKey.self] == 2)
        #expect(string.runs.first?[SwiftUIAttributeKeys.BaselineOffsetKey.self] == 3)
        #expect(AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.name == "SwiftUI.ForegroundColor")
        #expect(AttributeScopes.SwiftUIAttributes.FontAttribute.name == "SwiftUI.Font")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func attributesTheModelDoesNotShowReportThemselves() {
        _ = ModelProblems.take()
        var string = AttributedString("spaced")
        string.kern = 2
        string.backgroundColor = .yellow
        _ = runs(Text(string))
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("SwiftUIAttributes.kern") })
        #expect(problems.contains { $0.contains("SwiftUIAttributes.backgroundColor") })
        _ = runs(Text(AttributedString("plain")))
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aLinesPatternReportsItselfAndTheLineIsStillDrawn() {
        _ = ModelProblems.take()
        var string = AttributedString("dotted")
        string.underlineStyle = Text.LineStyle(pattern: .dot)
        #expect(runs(Text(string))[0].underline)
        #expect(ModelProblems.take().contains { $0.contains("SwiftUIAttributes.underlineStyle") })
        string.underlineStyle = .single
        _ = runs(Text(string))
        #expect(ModelProblems.take().isEmpty)
    }
}
