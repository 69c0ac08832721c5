import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// An image of a CoreGraphics bitmap is its pixels at the scale given, turned by its orientation;
/// a decorative one is hidden from accessibility.
@Suite("Images of CoreGraphics bitmaps") @MainActor
struct ImageCGImageTests {
    private func image(_ view: some View) -> DisplayNode? {
        let laidOut = Screen(DeviceModel.iPhone17.metrics).layOut(mount(view).displayTree())
        return laidOut.flatten().first { $0.node.kind == "Image" }?.node
    }

    @Test func theSizeIsThePixelsAtTheScaleTurnedByTheOrientation() {
        let bitmap = CGImage(_pixelWidth: 300, height: 120)
        #expect(image(Image(bitmap, scale: 3, label: Text("Chart")))?.frame.size == CGSize(width: 100, height: 40))
        #expect(image(Image(bitmap, scale: 3, orientation: .upMirrored, label: Text("Chart")))?.frame.size == CGSize(width: 100, height: 40))
        #expect(image(Image(bitmap, scale: 3, orientation: .left, label: Text("Chart")))?.frame.size == CGSize(width: 40, height: 100))
        #expect(image(Image(bitmap, scale: 3, orientation: .rightMirrored, label: Text("Chart")))?.frame.size == CGSize(width: 40, height: 100))
    }

    @Test func theLabelIsSpokenAndADecorativeImageIsHidden() {
        let bitmap = CGImage(_pixelWidth: 10, height: 10)
        let labelled = image(Image(bitmap, scale: 1, label: Text("Chart")))
        #expect(labelled?.accessibility.label == "Chart")
        #expect(labelled?.accessibility.isHidden == false)
        #expect(image(Image(decorative: bitmap, scale: 1))?.accessibility.isHidden == true)
    }

    @Test func orientationsAreApplesInApplesOrder() {
        #expect(Image.Orientation.allCases.map(\.rawValue) == Array(0...7))
        #expect(Image.Orientation(rawValue: 4) == .left)
    }
}
