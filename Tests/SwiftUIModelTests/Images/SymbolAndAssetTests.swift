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

    /// Names and releases from SF Symbols' own data (SFSafeSymbols' name_availability.plist).
    @Test func theCatalogHasSFSymbolsNamesByRelease() {
        for name in ["arrow.up.arrow.down", "gear", "0.circle", "50.circle", "person.crop.circle", "chevron.right",
                     "square.and.pencil", "cloud.fog"] {
            #expect(SymbolCatalog.introduced(name) == 13, "\(name)")
        }
        #expect(SymbolCatalog.introduced("figure.run") == 16)
        // Made-up names are not in SF Symbols.
        for name in ["plus.fill", "xmark.fill", "checkmark.fill", "chevron.up.fill", "info.fill"] {
            #expect(SymbolCatalog.introduced(name) == nil, "\(name)")
        }
        // A name newer than the platform is missing.
        #expect(SymbolCatalog.exists("figure.run", platformMajorVersion: 15) == false)
        #expect(SymbolCatalog.exists("figure.run", platformMajorVersion: 16))
        // A renamed symbol's old name still resolves (name_aliases.strings).
        #expect(SymbolCatalog.exists("arrow.right.arrow.left", platformMajorVersion: 13))
        #expect(SymbolCatalog.table.introduced.count == 9174)
    }

    @Test func unnamedSymbolsAreReadAsWords() {
        #expect(SymbolCatalog.spokenName("arrow.up.arrow.down") == "arrow up arrow down")
        #expect(SymbolCatalog.spokenName("plus") == "Add")
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
