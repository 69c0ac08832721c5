/// A spatial event's kind and phase, which the generator cannot make (it has no sound value of
/// either to return). `SpatialEventCollection` is a generated placeholder: the model delivers no
/// spatial events.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SpatialEventCollection.Event {
    /// Not modelled: a use reports itself; reads .touch, a placeholder.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var kind: SpatialEventCollection.Event.Kind {
        ModelProblems.notModelled("SpatialEventCollection.Event.kind", "reads .touch, a placeholder: the model delivers no spatial events")
        return .touch
    }

    /// Not modelled: a use reports itself; reads .active, a placeholder.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var phase: SpatialEventCollection.Event.Phase {
        ModelProblems.notModelled("SpatialEventCollection.Event.phase", "reads .active, a placeholder: the model delivers no spatial events")
        return .active
    }
}
