import Foundation
@testable import SwiftUIModel
import Testing

/// `@GestureState` of an optional value starts at nil; `init(reset:)` runs its closure with the
/// value being reset, and the state goes back to nil.
@Suite("GestureState") @MainActor
struct GestureStateTests {
    @Test func anOptionalStateResetsThroughItsClosure() {
        final class Seen { var values: [Int?] = [] }
        let seen = Seen()
        let state = GestureState<Int?>(reset: { value, _ in seen.values.append(value) })
        #expect(state.wrappedValue == nil)
        state.box.value = 3
        state.reset()
        #expect(seen.values == [3])
        #expect(state.wrappedValue == nil)
    }
}
