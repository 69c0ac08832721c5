// title: deleting and moving rows, and the edit button
// question: An EditButton reads "Edit", and "Done" while editing; in edit mode the rows of a ForEach
//    with onDelete and onMove show their controls; deleting a row calls onDelete with its offset,
//    moving one calls onMove with Array.move's offsets.
// claims: C92-1
// source: Apple's documentation of EditButton ("toggles the edit mode … Edit … Done"), EditMode,
//    DynamicViewContent.onDelete(perform:) and onMove(perform:), and Array.move(fromOffsets:toOffset:);
//    docs/FACTS.md. Code written for this check.
// step: tap "Edit"
// step: delete "Lima"
// step: move "Quito" to 1
import SwiftUI

struct ContentView: View {
    @State private var cities = ["Oslo", "Lima", "Quito"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(cities, id: \.self) { city in
                    Text(city)
                }
                .onDelete { offsets in
                    print("delete \(Array(offsets))")
                    cities.remove(atOffsets: offsets)
                }
                .onMove { offsets, destination in
                    print("move \(Array(offsets)) to \(destination)")
                    cities.move(fromOffsets: offsets, toOffset: destination)
                }
            }
            .toolbar { EditButton() }
            .onChange(of: cities) { print(cities) }
        }
    }
}
