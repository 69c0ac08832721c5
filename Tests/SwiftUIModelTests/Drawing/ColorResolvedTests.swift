import Foundation
@testable import SwiftUIModel
import Testing

/// `Color.Resolved`: linear sRGB in `Float`, converted by the sRGB transfer function and the
/// Display P3 matrix, described as `#RRGGBBAA`; a colour's `resolve(in:)` and `description`. The
/// expected strings are SwiftUI's, from OpenSwiftUI's compatibility tests (commit 069dd80:
/// `ColorResolvedCompatibilityTests`, `ModifiedColorCompatibilityTests`), which run against SwiftUI.
@Suite("Resolved colours") @MainActor
struct ColorResolvedTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func componentsDescribeThemselvesInHexThroughTheirColourSpace() {
        // sRGB 0.3 comes back through linear as 0.29999998: red 4C, while the opacity, kept, is 4D.
        #expect(Color.Resolved(colorSpace: .sRGB, red: 0.3, green: 0.3, blue: 0.3, opacity: 0.3).description == "#4C4C4C4D")
        #expect(Color.Resolved(colorSpace: .sRGBLinear, red: 0.01, green: 0.02, blue: 0.03, opacity: 0.04).description == "#1927300A")
        #expect(Color.Resolved(colorSpace: .displayP3, red: 0.412, green: 0.508, blue: 0.690, opacity: 0.748).description == "#6382B4BF")
        #expect(Color.Resolved(colorSpace: .displayP3, red: 1, green: 1, blue: 1, opacity: 1).description == "#FFFFFFFF")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func sRGBComponentsAreKeptLinear() {
        var resolved = Color.Resolved(red: 0.5, green: 1, blue: 0)
        // sRGB 0.5 is 0.214041 in linear light (IEC 61966-2-1).
        #expect(abs(resolved.linearRed - 0.214041) < 1e-6)
        #expect(resolved.linearGreen == 1 && resolved.linearBlue == 0 && resolved.opacity == 1)
        #expect(abs(resolved.red - 0.5) < 1e-6)
        resolved.red = 1
        #expect(resolved.linearRed == 1)
        #expect(Color.Resolved(colorSpace: .sRGB, red: -0.5, green: 0, blue: 0).linearRed < 0)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func opacityNamesEachFactorAndMultipliesThemInFloat() {
        _ = ModelProblems.take()
        let faded = Color.red.opacity(0.3).opacity(0.5)
        #expect(faded.description == "50% 30% red")
        #expect(faded.resolve(in: EnvironmentValues()).opacity == 0.15)
        #expect(Color.red.opacity(0.334).description == "33% red")
        #expect(Color.red.opacity(0.336).description == "34% red")
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aColourMadeFromComponentsDescribesThemOrItsPlainName() {
        #expect(Color(Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0)).description == "clear")
        #expect(Color(Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: 0, blue: 0)).description == "black")
        #expect(Color(Color.Resolved(colorSpace: .sRGB, red: 1, green: 1, blue: 1)).description == "white")
        #expect(Color(red: 0.3, green: 0.3, blue: 0.3, opacity: 0.3).description == "#4C4C4C4D")
        let resolved = Color.Resolved(colorSpace: .sRGBLinear, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        #expect(Color(resolved).resolve(in: EnvironmentValues()) == resolved)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func hueSaturationAndBrightnessResolveToTheirRGB() {
        let darkGreen = Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5).resolve(in: EnvironmentValues())
        #expect(abs(darkGreen.red) < 1e-6 && abs(darkGreen.green - 0.5) < 1e-5 && abs(darkGreen.blue) < 1e-6)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSystemColourResolvesToItsTableValueAndSaysSoInTheDark() {
        _ = ModelProblems.take()
        // SystemColors.light: blue is #007AFF.
        #expect(Color.blue.resolve(in: EnvironmentValues()).description == "#007AFFFF")
        #expect(ModelProblems.take().isEmpty)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        _ = Color.blue.resolve(in: dark)
        #expect(ModelProblems.take().contains { $0.contains("dark appearance") })
        _ = Color("Brand").resolve(in: EnvironmentValues())
        #expect(ModelProblems.take().contains { $0.contains("asset:Brand") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func resolvedColoursEncodeTheirSRGBAndAnimateInLinearLight() throws {
        let resolved = Color.Resolved(colorSpace: .sRGBLinear, red: 0.25, green: 0.5, blue: 1, opacity: 0.5)
        let data = try JSONEncoder().encode(resolved)
        let numbers = try JSONDecoder().decode([Float].self, from: data)
        #expect(numbers.count == 4 && numbers[2] == 1 && numbers[3] == 0.5 && abs(numbers[0] - resolved.red) < 1e-6)
        let decoded = try JSONDecoder().decode(Color.Resolved.self, from: data)
        #expect(abs(decoded.linearRed - 0.25) < 1e-5)
        #expect(resolved.animatableData.first == 32 && resolved.animatableData.second.second.second == 64)
    }

    @Test func displayP3AndLinearColoursAreNamedByTheirSRGBBytes() {
        _ = ModelProblems.take()
        #expect(Color(.sRGBLinear, red: 1, green: 0, blue: 0).styleName == "#FF0000")
        // Display P3's pure red is outside sRGB: its red above 1 is clamped for the name.
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0).styleName == "#FF0000")
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCoreGraphicsColourKeepsItsComponents() {
        let orange = Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(orange.resolve(in: EnvironmentValues()) == Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        #expect(Color(cgColor: CGColor(gray: 0.3, alpha: 1)).resolve(in: EnvironmentValues()) == Color(white: 0.3).resolve(in: EnvironmentValues()))
        #expect(!ModelProblems.take().contains { $0.contains("cgColor") })
        // Apple's description names the Core Graphics object and its address: not reproduced.
        _ = orange.description
        #expect(ModelProblems.take().contains { $0.hasPrefix("`Color(cgColor:).description` is not modelled") })
    }
}
