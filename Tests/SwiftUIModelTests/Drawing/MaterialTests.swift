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
