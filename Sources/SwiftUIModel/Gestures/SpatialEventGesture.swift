import Foundation

/// A gesture that hands its action every touch, as a collection of spatial events (iOS 18's
/// `SpatialEventGesture`). The model's touch steps do not make spatial events: attached to a
/// view, the gesture reports itself and never recognises (its callbacks never run).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct SpatialEventGesture: Gesture, PrimitiveGesture {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Value = SpatialEventCollection
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public let coordinateSpace: CoordinateSpace

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    func makeRecognizer() -> GestureRecognizer {
        ModelProblems.notModelled("SpatialEventGesture", "touches are not made into spatial events: the gesture never recognises")
        return GestureRecognizer()
    }
}
