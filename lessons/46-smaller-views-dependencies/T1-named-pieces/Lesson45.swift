// Reconstructed: what the Overview needs from the Trips project as lesson 45 left it, which this
// lesson does not show. The trips are lesson 8's samples; the other pieces of the Overview are
// stand-ins that show their name and what they were given.
import SwiftUI

struct Trip: Identifiable, Equatable {
    let id: Int
    var city: String
    var country: String
    var nights: Int
    var isFavorite: Bool
    var price: Decimal
    var start: Date
}

extension Trip {
    static let samples = [
        Trip(id: 1, city: "Seattle", country: "United States", nights: 5, isFavorite: true, price: 1249.5, start: Date(timeIntervalSince1970: 1_812_870_000)),
        Trip(id: 2, city: "Vancouver", country: "Canada", nights: 1, isFavorite: false, price: 320, start: Date(timeIntervalSince1970: 1_813_302_000)),
        Trip(id: 3, city: "San Pedro de Atacama", country: "Chile", nights: 12, isFavorite: true, price: 4180, start: Date(timeIntervalSince1970: 1_825_138_800)),
    ]
}

/// The app's trips.
@MainActor
@Observable
final class TripStore {
    var trips = Trip.samples

    /// Moves the trips with these ids before the trip `target`, or to the end.
    func move(_ ids: [Trip.ID], before target: Trip.ID?) {
        let moving = trips.filter { ids.contains($0.id) }
        trips.removeAll { ids.contains($0.id) }
        let index = target.flatMap { id in trips.firstIndex { $0.id == id } } ?? trips.endIndex
        trips.insert(contentsOf: moving, at: index)
    }

    func makeFavorites(_ chosen: [Trip]) {
        for trip in chosen {
            if let index = trips.firstIndex(where: { $0.id == trip.id }) { trips[index].isFavorite = true }
        }
    }
}

/// Which trips the grid shows.
enum TripFilter: Hashable {
    case all, favorites
    case country(String)

    func includes(_ trip: Trip) -> Bool {
        switch self {
        case .all: true
        case .favorites: trip.isFavorite
        case .country(let country): trip.country == country
        }
    }

    var title: String {
        switch self {
        case .all: "All"
        case .favorites: "Favorites"
        case .country(let country): country
        }
    }
}

enum Settings {
    static let showsYearKey = "showsYear"
}

extension EnvironmentValues {
    @Entry var highlight: Color = .accentColor
}

struct TripPlanner: View {
    @Environment(\.highlight) private var highlight
    var body: some View {
        Text("Plan a trip").foregroundStyle(highlight)
    }
}

struct PhotoStrip: View {
    let trips: [Trip]
    var body: some View {
        Text("Photos of \(trips.count) trips")
    }
}

struct TripSummary: View {
    let trips: [Trip]
    var body: some View {
        Text("\(trips.count) trips, \(trips.reduce(0) { $0 + $1.nights }) nights")
    }
}

struct WeatherStrip: View {
    let cities: [String]
    var body: some View {
        Text("Weather in \(cities.joined(separator: ", "))")
    }
}

struct YearGrid: View {
    let trips: [Trip]
    var body: some View {
        Text("The year, \(trips.count) trips")
    }
}

struct FilterBar: View {
    let filters: [TripFilter]
    @Binding var selection: TripFilter
    let onFavoriteAll: ([Trip]) -> Void

    var body: some View {
        HStack {
            ForEach(filters, id: \.self) { filter in
                Button(filter.title) { selection = filter }
            }
        }
    }
}

struct TripCard: View {
    @Binding var trip: Trip
    var body: some View {
        VStack(alignment: .leading) {
            Text(trip.city).font(.headline)
            Text("^[\(trip.nights) night](inflect: true)")
        }
        .padding()
    }
}
