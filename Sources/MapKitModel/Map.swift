// MapKit's SwiftUI map as far as a file that imports it compiles, with Apple's signatures (iOS
// 26.2 SDK's _MapKit_SwiftUI.swiftinterface; MKCoordinateRegion, MKCoordinateSpan and CoreLocation's
// CLLocationCoordinate2D from the SDK's headers, as Swift imports them). Nothing is drawn: a `Map`
// reports itself as not modelled and takes the space it is offered, empty.
import Foundation
import SwiftUIModel

/// A latitude and longitude in degrees (CoreLocation's `CLLocationCoordinate2D`, which MapKit
/// re-exports).
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: Double
    public var longitude: Double
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Degrees of latitude and longitude a region spans (`MKCoordinateSpan`).
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: Double
    public var longitudeDelta: Double
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map (`MKCoordinateRegion`).
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: Double, longitudinalMeters: Double) {
        center = centerCoordinate
        // A degree of latitude is about 111 km; the model does not project, so the span is rough.
        span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000, longitudeDelta: longitudinalMeters / 111_000)
    }
}

/// Where the map's camera is (iOS 17's `MapCameraPosition`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct MapCameraPosition: Equatable {
    let name: String
    public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool { a.name == b.name }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var automatic: MapCameraPosition { MapCameraPosition(name: "automatic") }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(name: "region") }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { MapCameraPosition(name: "userLocation") }
}

/// What a map shows over its tiles (iOS 17's `MapContent`).
@MainActor @preconcurrency
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder var body: Self.Body { get }
}

extension Never: MapContent {
    public var body: Never { fatalError("Never has no body") }
}

/// Several pieces of map content.
public struct _MapContentGroup: MapContent {
    public var body: Never { fatalError("a group has no body") }
}

@resultBuilder
public struct MapContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: MapContent { content }
    public static func buildBlock() -> _MapContentGroup { _MapContentGroup() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: MapContent { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _MapContentGroup where repeat each Content: MapContent { _MapContentGroup() }
    public static func buildOptional<Content>(_ content: Content?) -> _MapContentGroup where Content: MapContent { _MapContentGroup() }
    public static func buildEither<T>(first: T) -> _MapContentGroup where T: MapContent { _MapContentGroup() }
    public static func buildEither<F>(second: F) -> _MapContentGroup where F: MapContent { _MapContentGroup() }
}

/// A balloon marker at a coordinate (iOS 17's `Marker`).
@MainActor @preconcurrency
public struct Marker<Label>: MapContent where Label: View {
    public var body: Never { fatalError("a marker has no body") }
}

extension Marker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, coordinate: CLLocationCoordinate2D) where S: StringProtocol {}
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
}

/// A view at a coordinate (iOS 17's `Annotation`).
@MainActor @preconcurrency
public struct Annotation<Label, Content>: MapContent where Label: View, Content: View {
    public var body: Never { fatalError("an annotation has no body") }
}

extension Annotation where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {}
}

/// How a person may move the map (`MapInteractionModes`).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct MapInteractionModes: OptionSet, Sendable {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public let rawValue: Int
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(rawValue: Int) { self.rawValue = rawValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let pan = MapInteractionModes(rawValue: 1)
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let zoom = MapInteractionModes(rawValue: 2)
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let rotate = MapInteractionModes(rawValue: 4)
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let pitch = MapInteractionModes(rawValue: 8)
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let all = MapInteractionModes(rawValue: 15)
}

/// A map (Apple's `Map`): not modelled. Nothing is drawn; the map takes the space it is offered.
@MainActor @preconcurrency
public struct Map<Content>: View where Content: View {
    public var body: some View {
        ModelProblems.notModelled("Map", "the map is not drawn: an empty frame of the size it is offered")
        return Color.clear
    }
}

/// What a map shows before iOS 17.
public struct _DefaultMapContent: View {
    public var body: EmptyView { EmptyView() }
}

/// The content of an iOS 17 map (Apple's `MapContentView`).
@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct MapContentView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: MapContent {
    public var body: EmptyView { EmptyView() }
}

/// No map content.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct EmptyMapContent: MapContent {
    public var body: Never { fatalError("no content") }
}

/// Whether the map follows the person's location (`MapUserTrackingMode`, before iOS 17); its cases
/// in the order of Apple's interface (`docs/api-inventory/enum-case-order.tsv`).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 17.0) Use Map initializers that take a `position` parameter along with\\nMapCameraPosition.userLocation to configure the user location\\ntracking behavior.")
public enum MapUserTrackingMode: Equatable, Hashable, Sendable {
    case none
    case follow
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0, deprecated: 17.0) Use Map initializers that take a `position` parameter along with\\nMapCameraPosition.userLocation to configure the user location\\ntracking behavior.")
    case followWithHeading
}

/// Limits on the camera (iOS 17's `MapCameraBounds`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct MapCameraBounds {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

extension Map {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 17.0) Use Map initializers that take a MapContentBuilder instead.")
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == _DefaultMapContent {}

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {}

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<C>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C>, C: MapContent {}

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {}

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<C>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C>, C: MapContent {}
}
