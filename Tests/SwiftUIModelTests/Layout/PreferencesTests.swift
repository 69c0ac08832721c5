import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// Preference values travel up the display tree, reduced in order; a transform's value stands for
/// its subtree, for its own key only (Preferences.swift).
@Suite("Preferences") @MainActor
struct PreferencesTests {
    struct Sum: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Names: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    /// No `defaultValue` of its own: an optional value's default is nil (PreferenceKey's extension).
    struct Chosen: PreferenceKey {
        static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
    }

    @Test func anOptionalValuesDefaultIsNil() {
        #expect(Chosen.defaultValue == nil)
        let node = root(VStack {
            Color.red
            Color.blue.preference(key: Chosen.self, value: "blue")
        })
        #expect(node?.preferenceValue(Chosen.self) == "blue")
    }

    func root(_ view: some View) -> DisplayNode? {
        mount(view).displayTree().first
    }

    @Test func valuesAreReducedInTheViewsOrder() {
        let node = root(VStack {
            Color.red.preference(key: Names.self, value: ["a"])
            Color.blue.preference(key: Names.self, value: ["b"])
        })
        #expect(node?.preferenceValue(Names.self) == ["a", "b"])
    }

    @Test func aTransformsValueStandsForItsSubtreeOnce() {
        // Read from above the transform, and from the transform's own node: the content's 1 + 2
        // is counted once, in the transformed 13.
        let node = root(VStack {
            Color.red.preference(key: Sum.self, value: 1)
            Color.blue.preference(key: Sum.self, value: 2)
        }.transformPreference(Sum.self) { $0 += 10 }.padding(1))
        #expect(node?.preferenceValue(Sum.self) == 13)
        var transform: DisplayNode?
        node?.carriedSearch { if $0.kind == "transformPreference" { transform = $0; return false } else { return true } }
        #expect(transform?.preferenceValue(Sum.self) == 13)
    }

    @Test func aTransformOfOneKeyLeavesTheOthersBelowIt() {
        let node = root(VStack {
            Color.red.preference(key: Sum.self, value: 1).preference(key: Names.self, value: ["red"])
        }.transformPreference(Sum.self) { $0 *= 5 })
        #expect(node?.preferenceValue(Sum.self) == 5)
        #expect(node?.preferenceValue(Names.self) == ["red"])
    }
}
