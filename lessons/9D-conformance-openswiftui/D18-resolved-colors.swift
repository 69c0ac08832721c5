// title: resolved colours: their hex descriptions, opacity, and HSB to RGB
// question: What does Color.Resolved describe itself as for a few components in sRGB, linear sRGB
//    and Display P3? What opacity and description has `Color.red.opacity(_:)`, applied once or
//    twice? What red, green and blue does `Color(hue:saturation:brightness:)` resolve to?
// claims: C9D-18
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (ColorResolved, ModifiedColor, RGBColorSpace)
// run: script
import SwiftUI

let components: [(Float, Float, Float, Float)] = [
    (0, 0, 0, 0), (0.01, 0.02, 0.03, 0.04), (0.3, 0.3, 0.3, 0.3),
    (0.412, 0.508, 0.690, 0.748), (0.6, 0.6, 0.6, 0.6), (1, 1, 1, 1),
]
for (name, space) in [("sRGB", Color.RGBColorSpace.sRGB), ("sRGBLinear", .sRGBLinear), ("displayP3", .displayP3)] {
    let descriptions = components.map { red, green, blue, opacity in
        Color.Resolved(colorSpace: space, red: red, green: green, blue: blue, opacity: opacity).description
    }
    print("\(name): \(descriptions.joined(separator: " "))")
}

for (color, opacity) in [(Color.red, 0.334), (Color.red, 0.336), (Color.red.opacity(0.3), 0.5)] {
    let faded = color.opacity(opacity)
    print("\(faded.description): opacity \(faded.resolve(in: EnvironmentValues()).opacity)")
}

let hues: [(String, Double, Double, Double)] = [
    ("black", 0, 0, 0), ("white", 0, 0, 1), ("red", 0, 1, 1), ("green", 1.0 / 3, 1, 1),
    ("blue", 2.0 / 3, 1, 1), ("red again", 1, 1, 1), ("yellow", 1.0 / 6, 1, 1), ("cyan", 0.5, 1, 1),
    ("magenta", 5.0 / 6, 1, 1), ("gray", 0, 0, 0.5), ("dark red", 0, 1, 0.5),
    ("dark green", 1.0 / 3, 1, 0.5), ("dark blue", 2.0 / 3, 1, 0.5),
]
for (name, hue, saturation, brightness) in hues {
    let resolved = Color(hue: hue, saturation: saturation, brightness: brightness).resolve(in: EnvironmentValues())
    let rgb = [resolved.red, resolved.green, resolved.blue].map { String(format: "%.3f", Double($0) + 0.0) }
    print("\(name): \(rgb.joined(separator: " "))")
}
