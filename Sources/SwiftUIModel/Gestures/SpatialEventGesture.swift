/// A gesture that reports every touch's events as they happen (Apple's `SpatialEventGesture`,
/// iOS 18: its value is the touches' `SpatialEventCollection`). The model's touches are not
/// delivered as spatial events: the gesture is never recognised, and installing it reports itself
/// when a touch reaches it.
///
/// Not modelled: the model never delivers spatial events; the gesture is never recognised.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct SpatialEventGesture : Gesture {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Value = SpatialEventCollection
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public let coordinateSpace: CoordinateSpace

    /// Not modelled: the gesture is never recognised.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SpatialEventGesture: PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer {
        ModelProblems.notModelled("SpatialEventGesture", "the model never delivers spatial events: the gesture is never recognised")
        return GestureRecognizer()
    }
}
