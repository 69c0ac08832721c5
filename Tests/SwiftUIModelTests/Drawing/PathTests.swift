import Foundation
@testable import SwiftUIModel
import Testing

/// Paths: building, arcs in SwiftUI's flipped coordinates, bounds, trimming, containment, and the
/// notations (Apple's `description`, SVG data).
@Suite("Path")
struct PathTests {
    func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func aTriangleIsAMoveTwoLinesAndAClose() {
        var path = Path()
        path.move(to: CGPoint(x: 50, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 80))
        path.addLine(to: CGPoint(x: 0, y: 80))
        path.closeSubpath()
        #expect(path.letters == "M L L Z")
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(path.description == "50 0 m 100 80 l 0 80 l h")
        #expect(Path(path.description) == path)
    }

    @Test func anArcNotClockwiseTurnsTowardsLargerAnglesDownTheScreen() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(path.letters == "M C")
        #expect(close(path.boundingRect, CGRect(x: 50, y: 50, width: 40, height: 40)))
    }

    @Test func anArcClockwiseFromZeroToNinetyGoesTheLongWay() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(path.letters == "M C C C")
        #expect(close(path.boundingRect, CGRect(x: 10, y: 10, width: 80, height: 80)))
    }

    @Test func anArcAfterAnOpenSubpathIsJoinedByALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(45), clockwise: false)
        #expect(path.letters == "M L C")
        path.closeSubpath()
        path.addRelativeArc(center: .zero, radius: 5, startAngle: .zero, delta: .degrees(90))
        #expect(path.letters == "M L C Z M C")
    }

    @Test func aTangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(path.letters == "M L C")
        #expect(path.currentPoint.map { abs($0.x - 100) < 0.001 && abs($0.y - 20) < 0.001 } == true)
    }

    @Test func anEllipseStartsAtItsRightAndIsFourCurves() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.letters == "M C C C C Z")
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 25)))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func aRoundedRectStartsAtTheMiddleOfItsRightEdge() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 20)))
        #expect(path.letters == "M L C L C L C L C Z")
        // A radius larger than half the shorter side is limited to it.
        let capsule = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 80)
        #expect(close(capsule.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 40)))
    }

    @Test func trimmingAQuarterOfACircleKeepsItsFirstCurve() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 120, height: 120))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(close(quarter.boundingRect, CGRect(x: 60, y: 60, width: 60, height: 60), within: 0.5))
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    }

    @Test func trimmingALineIsProportionalToItsLength() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let middle = path.trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.elements == [.move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
        #expect(abs(path.length - 200) < 0.001)
    }

    @Test func containmentByWindingAndEvenOdd() {
        var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(!path.contains(CGPoint(x: 150, y: 10)))
    }

    @Test func transformsMoveEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
        #expect(path.boundingRect == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 1, dy: 2).boundingRect == CGRect(x: 1, y: 2, width: 10, height: 10))
    }

    @Test func theSVGDataSpellsEveryElement() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        path.closeSubpath()
        #expect(path.svgData == "M0 0Q5 5 10 0Z")
    }
}

@Suite("Colour components")
struct ColorComponentTests {
    @Test func hueSaturationBrightnessBecomeRGB() {
        #expect(Color(hue: 0.5, saturation: 1, brightness: 1).styleName == "#00FFFF")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).styleName == "#FF0000")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5).styleName == "#008000")
        #expect(Color(hue: 0.2, saturation: 0, brightness: 0.5).styleName == "#808080")
        #expect(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).styleName == "#FF8000 50%")
    }

    @Test @MainActor func evenlySpacedStops() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).styleName == "linearGradient(red,blue;top>bottom)")
    }
}

/// `RectangleCornerRadii`'s corners by name (iOS 26).
@Suite("RectangleCornerRadii by corner")
struct RectangleCornerRadiiTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func eachCornerReadsItsOwnRadius() {
        let radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect([Edge.Corner.topLeading, .bottomLeading, .bottomTrailing, .topTrailing].map { radii[$0] } == [1, 2, 3, 4])
    }
}
