import CourseCheckProtocol
import Foundation
import Testing
@testable import UIKitModel

/// The app's asset catalog: which well a device uses, the dark appearance's fallback, an image's
/// size in points, and the picture data the simulated network serves.
@Suite("The asset catalog", .serialized)
struct AssetCatalogTests {
    func image(_ scale: Double, _ appearance: String = "any", pixels: Int = 300) -> RunPlan.AssetImage {
        RunPlan.AssetImage(file: "photo@\(Int(scale))x.png", scale: scale, appearance: appearance, pixelWidth: pixels, pixelHeight: pixels / 2, color: nil)
    }

    func catalog(_ images: [RunPlan.AssetImage], deviceScale: Double = 3) -> _AssetCatalog {
        let catalog = _AssetCatalog()
        catalog.assets = [RunPlan.Asset(name: "photo", images: images)]
        catalog.deviceScale = deviceScale
        return catalog
    }

    @Test func aDeviceUsesItsOwnWellThenTheNearestLowerThenTheNearestHigher() {
        #expect(catalog([image(1), image(2), image(3)]).image(named: "photo")?.scale == 3)
        #expect(catalog([image(1), image(2)]).image(named: "photo")?.scale == 2)
        #expect(catalog([image(1)]).image(named: "photo")?.scale == 1)
        #expect(catalog([image(3)], deviceScale: 2).image(named: "photo")?.scale == 3)
        #expect(catalog([image(1), image(3)], deviceScale: 2).image(named: "photo")?.scale == 1)
    }

    @Test func darkModeUsesTheDarkAppearanceElseTheAnyOne() {
        let both = catalog([image(3), image(3, "dark", pixels: 600)])
        #expect(both.image(named: "photo", dark: true)?.appearance == "dark")
        #expect(both.image(named: "photo", dark: false)?.appearance == "any")
        #expect(catalog([image(3)]).image(named: "photo", dark: true)?.appearance == "any")
    }

    @Test func aNameTheCatalogDoesNotHaveIsNil() {
        #expect(catalog([image(3)]).image(named: "Photo") == nil)
    }

    @Test func anImagesSizeInPointsIsItsPixelsOverItsScale() {
        let saved = _AssetCatalog.shared
        defer { _AssetCatalog.shared = saved }
        _AssetCatalog.shared = catalog([image(2, pixels: 300)])
        let photo = UIImage(named: "photo")
        #expect(photo?.size == CGSize(width: 150, height: 75))
        #expect(photo?.scale == 2)
        #expect(photo.map { $0._pixelSize == (300, 150) } == true)
        #expect(UIImage(named: "missing") == nil)
    }

    @Test func servedPictureDataNamesItsPixelSize() {
        let data = _ImageData.make(width: 640, height: 480)
        #expect(_ImageData.pixelSize(of: data).map { $0 == (640, 480) } == true)
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 320, height: 240))
        #expect(_ImageData.pixelSize(of: Data("not a picture".utf8)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
    }
}
