import Foundation
@testable import SwiftUIModel
import Testing

/// A detent of the app's own (`PresentationDetent.custom(_:)`, CustomPresentationDetent.swift):
/// the model never asks its height, so making one reports itself and the sheet rests at its full
/// height; the report names the type.
@Suite("Custom presentation detents") @MainActor
struct CustomPresentationDetentTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    enum Small: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { 100 }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    enum Tall: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { 600 }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomDetentReportsItselfAndRestsAtTheFullSheet() {
        _ = ModelProblems.take()
        let small = PresentationDetent.custom(Small.self)
        #expect(ModelProblems.take().contains { $0.contains("`PresentationDetent.custom(_:)` is not modelled") })
        #expect(small.reportName == "custom(Small)")
        #expect(small.height(fullSheet: 700, screen: 800) == 700)
        #expect(small == PresentationDetent.custom(Small.self))
        #expect(small != PresentationDetent.custom(Tall.self))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aDetentContextsEnvironmentReportsItself() {
        _ = ModelProblems.take()
        let context = PresentationDetent.Context(notModelledPlaceholder: ())
        #expect(context[dynamicMember: \EnvironmentValues.colorScheme] == EnvironmentValues().colorScheme)
        #expect(ModelProblems.take().contains { $0.contains("`PresentationDetent.Context.subscript(dynamicMember:)` is not modelled") })
    }
}
