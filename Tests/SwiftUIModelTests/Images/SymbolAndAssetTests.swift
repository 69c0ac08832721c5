import Foundation
@testable import SwiftUIModel
import Testing

@Suite("Symbols and assets") @MainActor
struct SymbolAndAssetTests {
    @Test func variantsComposeInSFSymbolsOrder() {
        #expect(SymbolCatalog.apply(.fill, to: "star") == "star.fill")
        #expect(SymbolCatalog.apply(SymbolVariants.circle.fill, to: "star") == "star.circle.fill")
        #expect(SymbolCatalog.apply(.slash, to: "bell") == "bell.slash")
        // A variant that does not exist falls back to the plain name.
        #expect(SymbolCatalog.apply(.square, to: "moon.stars") == "moon.stars")
    }

    @Test func layersAndRenderingModes() {
        #expect(SymbolMetrics.layerColors(name: "heart.circle.fill", mode: .hierarchical, styles: ["red", "red", "red"], styleCount: 1) == ["red", "red 50%"])
        #expect(SymbolMetrics.layerColors(name: "bell.slash.circle", mode: .palette, styles: ["a", "b", "b"], styleCount: 2) == ["a", "b", "b"])
        #expect(SymbolMetrics.layerColors(name: "star", mode: .monochrome, styles: ["blue", "blue", "blue"], styleCount: 1) == ["blue"])
    }

    @Test func theCatalogPicksTheDevicesWellElseTheNearestLower() {
        let catalog = _AssetCatalog()
        catalog.deviceScale = 3
        catalog.assets = [.init(name: "a", images: [
            .init(file: "a.png", scale: 1, appearance: "any", pixelWidth: 90, pixelHeight: 60, color: nil),
            .init(file: "a@2x.png", scale: 2, appearance: "any", pixelWidth: 180, pixelHeight: 120, color: nil),
            .init(file: "a-dark.png", scale: 1, appearance: "dark", pixelWidth: 30, pixelHeight: 20, color: nil),
        ])]
        #expect(catalog.image(named: "a")?.scale == 2)
        #expect(catalog.image(named: "a", dark: true)?.file == "a-dark.png")
        #expect(catalog.image(named: "b") == nil)
    }
}
