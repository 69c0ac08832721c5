import Foundation
@testable import SwiftUIModel
import Testing

/// Styles derived from the current style or from another report themselves; the gradients of an
/// `AnyGradient` draw its stops in their geometry; a course's own style draws as what it resolves
/// to.
@Suite("Derived shape styles, AnyGradient gradients and resolve(in:)") @MainActor
struct ShapeStyleModifiersTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func stylesOfTheCurrentStyleReportThemselves() {
        _ = ModelProblems.take()
        #expect(AnyShapeStyle.opacity(0.5) is ForegroundStyle)
        _ = AnyShapeStyle.blendMode(.multiply)
        _ = AnyShapeStyle.shadow(.drop(radius: 3))
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("ShapeStyle.opacity(_:) (of the current style)") })
        #expect(problems.contains { $0.contains("ShapeStyle.blendMode(_:) (of the current style)") })
        #expect(problems.contains { $0.contains("ShapeStyle.shadow(_:) (of the current style)") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func hierarchicalLevelsOfAStyleReportThemselves() {
        _ = ModelProblems.take()
        #expect(styleName(Color.red.secondary) == "red")
        _ = Color.blue.tertiary
        _ = Color.blue.quaternary
        _ = Color.blue.quinary
        let problems = ModelProblems.take()
        for level in ["secondary", "tertiary", "quaternary", "quinary"] {
            #expect(problems.contains { $0.contains("ShapeStyle.\(level) (of a style)") })
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func gradientsOfAnAnyGradientUseItsStops() {
        let any = AnyGradient(Gradient(colors: [.red, .blue]))
        #expect(styleName(LinearGradient.linearGradient(any, startPoint: .leading, endPoint: .trailing))
            == styleName(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        #expect(styleName(RadialGradient.radialGradient(any, endRadius: 40))
            == styleName(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 40)))
        #expect(styleName(EllipticalGradient.ellipticalGradient(any))
            == styleName(EllipticalGradient(colors: [.red, .blue])))
        #expect(styleName(AngularGradient.angularGradient(any, startAngle: .degrees(10), endAngle: .degrees(90)))
            == styleName(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(10), endAngle: .degrees(90))))
        #expect(styleName(AngularGradient.conicGradient(any, angle: .degrees(90)))
            == styleName(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(450))))
    }

    private struct Warning: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Color { .orange }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCourseStyleDrawsAsWhatItResolvesTo() {
        let node = find("Circle", in: mount(Circle().fill(Warning())))
        #expect(node?.attributes.contains { $0 == ("fill", "orange") } == true)
        #expect(concreteStyle(Color.red, in: EnvironmentValues()) != nil)
        #expect(concreteStyle(HierarchicalShapeStyle.secondary, in: EnvironmentValues()) == nil)
    }
}
