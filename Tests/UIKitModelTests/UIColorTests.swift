import Foundation
import Testing
@testable import UIKitModel

/// UIKit's colours in the model: a name the SwiftUI model knows, or sRGB components written as
/// `#RRGGBB`.
@Suite("UIKit's colours")
struct UIColorTests {
    @Test func componentsAreNamedAsHexadecimal() {
        #expect(UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)._name == "#FF6600")
        #expect(UIColor(white: 0.5, alpha: 1)._name == "#808080")
    }

    @Test func hueSaturationAndBrightnessConvertToRGB() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)._name == "#FF0000")
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)._name == "#00FF00")
        #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 0.5, alpha: 1)._name == "#000080")
        #expect(UIColor(hue: 0.5, saturation: 0, brightness: 1, alpha: 1)._name == "#FFFFFF")
    }

    @Test func theSystemColoursAreSwiftUIsNames() {
        #expect(UIColor.systemRed._name == "red")
        #expect(UIColor.systemRed.cgColor.components == [1, CGFloat(0x3B) / 255, CGFloat(0x30) / 255, 1])
    }

    @Test func alphaIsKeptApartFromTheName() {
        let faded = UIColor.systemRed.withAlphaComponent(0.5)
        #expect(faded._name == "red" && faded._alpha == 0.5)
        #expect(faded != UIColor.systemRed)
        #expect(faded.cgColor.alpha == 0.5)
    }

    @Test func aCatalogColourIsNamedForTheCatalog() {
        #expect(UIColor(named: "Accent")?._name == "asset:Accent")
    }
}
