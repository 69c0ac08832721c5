@testable import SwiftUIModel
import Testing

/// Key equivalents are the characters they type; shortcuts compare by key, modifiers and
/// localization.
@Suite("Keyboard shortcuts")
struct KeyboardShortcutTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func keyEquivalentsAreTheirCharacters() {
        #expect(KeyEquivalent.upArrow.character == "\u{F700}")
        #expect(KeyEquivalent.escape.character == "\u{1B}")
        #expect(KeyEquivalent.tab.character == "\t")
        let literal: KeyEquivalent = "a"
        #expect(literal == KeyEquivalent("a"))
        #expect(literal != KeyEquivalent("A"))
        #expect(Set([KeyEquivalent.home, .home, .end]).count == 2)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func shortcutsKeepTheirKeysAndModifiers() {
        let save = KeyboardShortcut("s")
        #expect(save.key == "s")
        #expect(save.modifiers == .command)
        #expect(save == KeyboardShortcut("s", modifiers: .command))
        #expect(save != KeyboardShortcut("s", modifiers: [.command, .shift]))
        #expect(save != KeyboardShortcut("s", localization: .withoutMirroring))
        #expect(KeyboardShortcut.cancelAction == KeyboardShortcut(.escape, modifiers: []))
        #expect(KeyboardShortcut.defaultAction.key == .return)
        #expect(KeyboardShortcut.defaultAction.modifiers.isEmpty)
    }
}
