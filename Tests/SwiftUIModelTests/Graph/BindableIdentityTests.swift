import Observation
@testable import SwiftUIModel
import Testing

/// A `Bindable` of an identifiable object is identified as the object.
@Suite("Bindable identity") @MainActor
struct BindableIdentityTests {
    @Observable final class Trip: Identifiable {
        let id: String
        init(id: String) { self.id = id }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itsIdIsTheWrappedValuesId() {
        let bindable = Bindable(Trip(id: "lisbon"))
        #expect(bindable.id == "lisbon")
        #expect(Bindable<Trip>.ID.self == String.self)
    }
}
