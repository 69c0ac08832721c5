import Foundation
@testable import SwiftUIModel
import Testing

/// Materials under Apple's own names (`Material.regular`) are the ones course code names as shape
/// styles (`.regularMaterial`).
@Suite("Materials")
struct MaterialTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func apple_sNamesAreTheShapeStyleMaterials() {
        #expect(Material.regular == .regularMaterial && Material.thin == .thinMaterial && Material.thick == .thickMaterial)
        #expect(Material.ultraThin == .ultraThinMaterial && Material.ultraThick == .ultraThickMaterial)
        #expect(Set([Material.regular, .thin, .thick, .ultraThin, .ultraThick, .bar]).count == 6)
        #expect(styleName(Material.regular) == "regularMaterial" && styleName(Material.ultraThin) == "ultraThinMaterial")
    }
}

/// An elliptical gradient made from stops keeps them.
@Suite("Elliptical gradient from stops") @MainActor
struct EllipticalGradientStopsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theStopsAreTheGradient_s() {
        let stops = [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9)]
        let style: EllipticalGradient = .ellipticalGradient(stops: stops, endRadiusFraction: 0.7)
        #expect(style.gradient == Gradient(stops: stops) && style.endRadiusFraction == 0.7 && style.center == .center)
    }
}
