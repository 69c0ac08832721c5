import CoreGraphicsModel
import Foundation

/// Images of CoreGraphics bitmaps. The picture is the bitmap's pixels at the scale given; an
/// orientation that turns it a quarter (`left`, `right` and their mirrors: "rotated 90 degrees",
/// Apple's documentation of `UIImage.Orientation`, whose cases these are) swaps its width and
/// height. Mirroring changes no size, and the model draws a bitmap as a plain box, so a mirrored
/// orientation looks as the unmirrored one.
extension Image {
    /// The orientation of a CoreGraphics image's pixels (Apple's interface: `UInt8` raw values in
    /// this order).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored

        /// Turned a quarter: shown with its width and height swapped.
        var isQuarterTurned: Bool { [.left, .leftMirrored, .right, .rightMirrored].contains(self) }
    }

    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(cgImage, scale: scale, orientation: orientation, label: TextResolver.plain(label), isDecorative: false)
    }

    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(cgImage, scale: scale, orientation: orientation, label: nil, isDecorative: true)
    }

    private init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation, label: String?, isDecorative: Bool) {
        let turned = orientation.isQuarterTurned
        self.init(bitmapWidth: turned ? cgImage.height : cgImage.width, height: turned ? cgImage.width : cgImage.height, scale: Double(scale))
        self.label = label
        self.isDecorative = isDecorative
    }
}
