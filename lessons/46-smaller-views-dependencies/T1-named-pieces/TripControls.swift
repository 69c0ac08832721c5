import SwiftUI

/// Sorting the trips, and closing every open card.
struct TripControls: View {
    @Environment(TripStore.self) private var store
    @Binding var closings: Int

    var body: some View {
        HStack {
            Menu("Sort", systemImage: "arrow.up.arrow.down") {
                Button("By date") { store.trips.sort { $0.start < $1.start } }
                Button("By price") { store.trips.sort { $0.price < $1.price } }
            }
            Spacer()
            Button("Close all", systemImage: "chevron.up") { closings += 1 }
        }
        .padding(.horizontal)
    }
}

#Preview {
    @Previewable @State var closings = 0
    TripControls(closings: $closings)
        .environment(TripStore())
}
