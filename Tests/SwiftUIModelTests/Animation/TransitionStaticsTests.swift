import Foundation
@testable import SwiftUIModel
import Testing

/// The `Transition` types' static members make the transitions `AnyTransition`'s do.
@MainActor
struct TransitionStaticsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    private func spec<T: Transition & BuiltinTransition>(_ transition: T) -> TransitionSpec { transition.spec }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func offsetAndScaleAsTypes() {
        #expect(spec(OffsetTransition.offset(x: 10, y: -5)) == AnyTransition.offset(x: 10, y: -5).spec)
        #expect(spec(OffsetTransition.offset(CGSize(width: 3, height: 4))) == AnyTransition.offset(CGSize(width: 3, height: 4)).spec)
        #expect(spec(ScaleTransition.scale(0.5)) == AnyTransition.scale(scale: 0.5).spec)
        #expect(ScaleTransition(0.3, anchor: .bottomLeading).anchor == .bottomLeading)
        #expect(ScaleTransition(0.3).anchor == .center)
        #expect(spec(MoveTransition.move(edge: .leading)) == AnyTransition.move(edge: .leading).spec)
        #expect(spec(PushTransition.push(from: .top)) == AnyTransition.push(from: .top).spec)
    }
}
