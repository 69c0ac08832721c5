// title: Angle's radians, degrees and animatable data; Axis's cases and descriptions
// question: For 0, a right angle, a half circle and a full circle, do Angle(radians:) and
//    Angle(degrees:) agree, and what is their animatableData? What are Axis's cases, raw values
//    and descriptions?
// claims: C9D-17
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (Angle, Axis)
// run: script
import SwiftUI

for (radians, degrees) in [(0.0, 0.0), (Double.pi / 2, 90.0), (Double.pi, 180.0), (Double.pi * 2, 360.0)] {
    let fromRadians = Angle(radians: radians)
    let fromDegrees = Angle(degrees: degrees)
    var doubledData = fromRadians
    doubledData.animatableData *= 2
    var doubledRadians = fromRadians
    doubledRadians.radians *= 2
    let ratio: Double = radians == 0 ? 0 : fromRadians.animatableData / radians
    let scaled: Bool = (fromDegrees * 2).animatableData == fromRadians.animatableData * 2
    let parts: [String] = [
        "degrees \(fromRadians.degrees == degrees)", "radians \(fromDegrees.radians == radians)",
        "equal \(fromRadians == fromDegrees)", "animatableData ÷ radians \(ratio)",
        "doubling the data doubles the angle \(doubledData == doubledRadians)", "(angle × 2)'s data \(scaled)",
    ]
    print("\(degrees)°: " + parts.joined(separator: ", "))
}

print("allCases: \(Axis.allCases == [.horizontal, .vertical]), raw values \(Axis.horizontal.rawValue) \(Axis.vertical.rawValue)")
print(Axis.horizontal.description, Axis.vertical.description)
print("Axis.Set.horizontal contains .vertical: \(Axis.Set.horizontal.contains(.vertical))")
