import SwiftUI

/// The trip cards that pass the filter, in an order that can be changed by dragging.
struct TripGrid: View {
    @Environment(TripStore.self) private var store
    let filter: TripFilter
    let closings: Int

    var body: some View {
        @Bindable var store = store
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 300))], spacing: 12) {
            ForEach($store.trips.filter { filter.includes($0.wrappedValue) }) { $trip in
                TripCard(trip: $trip)
            }
            .reorderable()
        }
        .reorderContainer(for: Trip.self, isEnabled: filter == .all) { difference in
            switch difference.destination.position {
            case .before(let id): store.move(difference.sources, before: id)
            case .end: store.move(difference.sources, before: nil)
            }
        }
        .id(closings)
    }
}

#Preview {
    ScrollView {
        TripGrid(filter: .favorites, closings: 0)
    }
    .environment(TripStore())
}
