// title: Apple modules the model does not have
// question: A file imports Charts, MapKit, PhotosUI, AVKit, StoreKit and CoreML and uses a chart,
//    a map, a photos picker, a video player and the review request. Does it compile, and what
//    does a run report?
// claims: C9C-5
// source: conformance · the modules' SwiftUI declarations in the iOS 26.2 SDK's interfaces
//    (Charts, _MapKit_SwiftUI, _PhotosUI_SwiftUI, _AVKit_SwiftUI, _StoreKit_SwiftUI). Code
//    written for this check.
// platform: iOS 17
import AVKit
import Charts
import CoreML
import MapKit
import PhotosUI
import StoreKit
import SwiftUI

struct Sale: Identifiable {
    let id = UUID()
    let day: String
    let count: Int
}

struct ContentView: View {
    let sales = [Sale(day: "Mon", count: 3), Sale(day: "Tue", count: 5)]
    @State private var item: PhotosPickerItem?
    @State private var position = MapCameraPosition.region(MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 47.6, longitude: -122.3),
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)))
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        VStack {
            Chart(sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
            }
            .frame(height: 100)
            Map(position: $position) {
                Marker("Office", coordinate: CLLocationCoordinate2D(latitude: 47.6, longitude: -122.3))
            }
            .frame(height: 100)
            PhotosPicker("Choose", selection: $item, matching: .images)
            VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/a.mp4")!))
                .frame(height: 100)
            Button("Rate") { requestReview() }
        }
    }
}
