/// A bitmap image (Apple's CoreGraphics `CGImage`). The model keeps its size in pixels, which is
/// what layout reads; its pixels are not modelled (the model decodes no image format: see
/// UIKitModel's `_ImageData`), so CoreGraphics' ways of making one from data are not declared.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int

    /// An image of the given pixel size (the model's own way to make one: not Apple's).
    public init(_pixelWidth width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
