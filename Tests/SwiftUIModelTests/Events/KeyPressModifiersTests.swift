import Foundation
@testable import SwiftUIModel
import Testing

/// Key presses: the phases are an option set; the modifiers report that no key is ever pressed.
@Suite("Key presses") @MainActor
struct KeyPressModifiersTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func phasesAreDistinctOptionsAndAllHoldsThemAll() {
        let phases: [KeyPress.Phases] = [.down, .repeat, .up]
        #expect(Set(phases.map(\.rawValue)).count == 3)
        #expect(KeyPress.Phases.all == [.down, .repeat, .up])
        #expect(!KeyPress.Phases([.down, .repeat]).contains(.up))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aKeyPressActionReportsThatItNeverRuns() {
        _ = ModelProblems.take()
        var ran = false
        _ = mount(Text("x").onKeyPress(phases: .down) { _ in ran = true; return .handled })
        #expect(!ran)
        #expect(ModelProblems.take().contains { $0.contains("onKeyPress(phases:action:)") && $0.contains("no hardware keyboard") })
        _ = mount(Text("x").onKeyPress(keys: [.escape, "a"]) { _ in ran = true; return .handled })
        #expect(!ran)
        #expect(ModelProblems.take().contains { $0.contains("onKeyPress(keys:phases:action:)") && $0.contains("no hardware keyboard") })
    }

    /// `EventModifiers.all` holds each of the seven options and nothing else.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func allModifiersAreTheUnionOfTheOptions() {
        let each: [EventModifiers] = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
        #expect(each.allSatisfy { EventModifiers.all.contains($0) })
        #expect(EventModifiers.all == each.reduce(into: EventModifiers()) { $0.formUnion($1) })
    }
}
