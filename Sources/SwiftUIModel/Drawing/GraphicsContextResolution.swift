import Foundation

// A graphics context's images and texts resolved ahead of drawing, and a clip made from a layer's
// drawing: the model's canvas draws neither resolved values nor layer clips, and says so.

extension GraphicsContext {
    /// Not modelled: reports itself and is a placeholder (the canvas does not draw images).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage {
        ModelProblems.notModelled("GraphicsContext.resolve(_:) of an Image", "a placeholder: the canvas does not draw images")
        return ResolvedImage(notModelledPlaceholder: ())
    }

    /// Not modelled: reports itself and is a placeholder (a resolved text is not drawn; draw the
    /// `Text` itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText {
        ModelProblems.notModelled("GraphicsContext.resolve(_:) of a Text", "a placeholder: a resolved text is not drawn")
        return ResolvedText(notModelledPlaceholder: ())
    }

    /// Not modelled: reports itself; the layer's drawing runs on a context of its own that paints
    /// nothing, and the clip it would make is not applied.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func clipToLayer(opacity: Double = 1, options: GraphicsContext.ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        ModelProblems.notModelled("GraphicsContext.clipToLayer(opacity:options:content:)", "the canvas is not clipped to the layer")
        var layer = GraphicsContext(recorder: CanvasRecorder(), environment: environment)
        layer.currentSize = currentSize
        try content(&layer)
    }
}
