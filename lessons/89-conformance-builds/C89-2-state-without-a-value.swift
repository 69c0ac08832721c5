// title: @State without an initial value
// question: A view declares `@State var pets: [Pet]` with no value, and `@State var chosen: Int?`:
//    does it compile, with the memberwise initialiser taking the pets?
// claims: C89-2
// source: conformance · Apple's State declares `init()` on an extension where Value is
//    ExpressibleByNilLiteral (developer.apple.com/documentation/swiftui/state/init()), so only
//    optional properties default to nil. Code written for this check.
// root: PetList(pets: [Pet(name: "Rex"), Pet(name: "Tom")])
import SwiftUI

struct Pet: Identifiable {
    let id = UUID()
    var name: String
}

struct PetList: View {
    @State var pets: [Pet]
    @State var chosen: Int?

    var body: some View {
        VStack {
            Text("\(pets.count) pets")
            Text(chosen == nil ? "none chosen" : "chosen")
        }
    }
}
