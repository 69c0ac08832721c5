// title: UnitCurve: values, velocities and inverses of the built-in and Bézier curves
// question: What do UnitCurve's linear, ease and circular curves, and two Bézier curves, give for
//    value(at:) and velocity(at:) at a quarter's steps, outside 0…1, and what are their inverses?
// claims: C9D-14
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (UnitCurve)
// note: Each number is printed to the precision the test checks it to: two decimals where it
//    allows ±0.01, three where it allows ±0.001 or expects the value itself.
// run: script
import SwiftUI

func text(_ number: Double, digits: Int) -> String {
    number.isInfinite ? (number > 0 ? "inf" : "-inf") : String(format: "%.\(digits)f", number + 0.0)
}

func show(_ name: String, _ curve: UnitCurve, at points: [Double], digits: [Int], velocityDigits: [Int]) {
    let values = zip(points, digits).map { text(curve.value(at: $0), digits: $1) }
    let velocities = zip(points, velocityDigits).map { text(curve.velocity(at: $0), digits: $1) }
    print("\(name) values: \(values.joined(separator: " "))")
    print("\(name) velocities: \(velocities.joined(separator: " "))")
}

/// Equal within √ε relative, as swift-numerics' `isApproximatelyEqual(to:)` by default.
func same(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= Double.ulpOfOne.squareRoot() * max(abs(a), abs(b)) }

let quarters = [0.0, 0.25, 0.5, 0.75, 1.0]
show("linear", .linear, at: quarters, digits: [3, 3, 3, 3, 3], velocityDigits: [3, 3, 3, 3, 3])
show("easeIn", .easeIn, at: quarters, digits: [3, 2, 2, 2, 3], velocityDigits: [3, 2, 2, 2, 3])
show("easeOut", .easeOut, at: quarters, digits: [3, 2, 2, 2, 3], velocityDigits: [2, 2, 2, 2, 3])
show("easeInOut", .easeInOut, at: quarters, digits: [3, 2, 3, 2, 3], velocityDigits: [3, 2, 2, 2, 3])
show("circularEaseIn", .circularEaseIn, at: quarters, digits: [3, 3, 3, 3, 3], velocityDigits: [3, 3, 3, 3, 3])
show("circularEaseOut", .circularEaseOut, at: quarters, digits: [3, 3, 3, 3, 3], velocityDigits: [3, 3, 3, 3, 3])
show("circularEaseInOut", .circularEaseInOut, at: quarters, digits: [3, 3, 3, 3, 3], velocityDigits: [3, 3, 3, 3, 3])

let bezier = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
print("bezier values at 0, 1, 0.5: \(text(bezier.value(at: 0), digits: 3)) \(text(bezier.value(at: 1), digits: 3)) \(text(bezier.value(at: 0.5), digits: 2))")
print("bezier velocity at 0.5: \(text(bezier.velocity(at: 0.5), digits: 2))")

let extreme = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2.0), endControlPoint: UnitPoint(x: 1.5, y: -1.0))
print("extreme bezier values at 0, 1, 0.5: \(text(extreme.value(at: 0), digits: 3)) \(text(extreme.value(at: 1), digits: 3)) \(text(extreme.value(at: 0.5), digits: 3))")
print("extreme bezier velocity at 0.5: \(text(extreme.velocity(at: 0.5), digits: 3))")

func texts(_ values: [Double], digits: Int) -> String { values.map { text($0, digits: digits) }.joined(separator: " ") }
let outside: [Double] = [-0.5, 0, 1, 1.5]
print("easeInOut values at -0.5, 0, 1, 1.5: \(texts(outside.map { UnitCurve.easeInOut.value(at: $0) }, digits: 3))")
let linearSteps = stride(from: 0.0, through: 1.0, by: 0.1).map { UnitCurve.linear.value(at: $0) }
print("linear values from 0 to 1 by 0.1 stay in 0…1: \(linearSteps.allSatisfy { $0 >= 0 && $0 <= 1 })")
print("linear velocities at -0.5, 0, 1, 1.5: \(texts(outside.map { UnitCurve.linear.velocity(at: $0) }, digits: 3))")
print("circular velocities at 0.5 are positive: \(UnitCurve.circularEaseIn.velocity(at: 0.5) > 0) \(UnitCurve.circularEaseOut.velocity(at: 0.5) > 0) \(UnitCurve.circularEaseInOut.velocity(at: 0.5) > 0)")

let inverseLinear: [Double] = [0, 0.5, 1].map { UnitCurve.linear.inverse.value(at: $0) }
print("linear inverse values at 0, 0.5, 1: \(texts(inverseLinear, digits: 3))")
let circularIn = UnitCurve.circularEaseIn, circularOut = UnitCurve.circularEaseOut
let samples: [Double] = [0.3, 0.7]
let circularInverse = samples.allSatisfy {
    same(circularIn.inverse.value(at: $0), circularOut.value(at: $0)) && same(circularIn.inverse.velocity(at: $0), circularOut.velocity(at: $0))
}
print("circularEaseIn's inverse is circularEaseOut at 0.3 and 0.7: \(circularInverse)")
let easeInverse = samples.contains {
    same(UnitCurve.easeIn.inverse.value(at: $0), UnitCurve.easeOut.value(at: $0)) || same(UnitCurve.easeIn.inverse.velocity(at: $0), UnitCurve.easeOut.velocity(at: $0))
}
print("easeIn's inverse is easeOut at 0.3 or 0.7 (value or velocity): \(easeInverse)")
let swapped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
let bezierInverse = samples.allSatisfy { same(swapped.value(at: $0), bezier.inverse.value(at: $0)) }
print("a Bézier's inverse swaps its control points' x and y, at 0.3 and 0.7: \(bezierInverse)")
