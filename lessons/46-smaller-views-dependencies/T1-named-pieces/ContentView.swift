// title: named pieces
// question: The Overview's body splits into two named views, TripControls and TripGrid. Does
//    anything change on the screen?
// claims: L46-T1
// source: lesson 46 · step 2, "Named pieces"
// note: ContentView.swift is the struct the lesson gives ("replace the ContentView struct with
//    this") under the file's import; ContentView-lesson45.swift is the struct it replaces,
//    read from the lesson's diff. TripControls.swift and TripGrid.swift are the lesson's whole
//    files. Lesson45.swift reconstructs what these need from the Trips project as lesson 45 left
//    it (not shown by this lesson): the store, the trips, the filter and stand-ins for the other
//    pieces of the Overview. Trips is set up like a Swift 6 package (question 8).
// compile: package
// root: ContentView().environment(TripStore())
// variant before: files: ContentView-lesson45.swift, Lesson45.swift
// variant after: files: ContentView.swift, TripControls.swift, TripGrid.swift, Lesson45.swift
import SwiftUI

struct ContentView: View {
    @Environment(TripStore.self) private var store
    @AppStorage(Settings.showsYearKey) private var showsYear = true
    @State private var filter = TripFilter.all
    @State private var closings = 0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                TripPlanner()
                    .environment(\.highlight, .mint)
                PhotoStrip(trips: store.trips)
                TripSummary(trips: store.trips)
                WeatherStrip(cities: store.trips.map(\.city))
                if showsYear {
                    YearGrid(trips: store.trips)
                }
                FilterBar(filters: filters, selection: $filter) { trips in
                    store.makeFavorites(trips)
                }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal)
                TripControls(closings: $closings)
                TripGrid(filter: filter, closings: closings)
            }
        }
        .sensoryFeedback(.success, trigger: store.trips.filter(\.isFavorite).count)
    }

    /// All, Favorites, and then a filter for each country that has a trip.
    private var filters: [TripFilter] {
        var countries: [String] = []
        for trip in store.trips where !countries.contains(trip.country) {
            countries.append(trip.country)
        }
        return [.all, .favorites] + countries.map { TripFilter.country($0) }
    }
}
