import Foundation
import SwiftUIModel

/// The size of a mark along an axis (Apple's `MarkDimension`).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public static var automatic: MarkDimension { MarkDimension() }
    init() {}
    public init(floatLiteral value: Double) {}
    public init(integerLiteral value: Int) {}
}

/// How bars and areas of one x stack (Apple's `MarkStackingMethod`).
public struct MarkStackingMethod: Equatable, Sendable {
    let name: String
    public static var standard: MarkStackingMethod { MarkStackingMethod(name: "standard") }
    public static var normalized: MarkStackingMethod { MarkStackingMethod(name: "normalized") }
    public static var center: MarkStackingMethod { MarkStackingMethod(name: "center") }
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(name: "unstacked") }
}

/// The marks: what a `Chart` would draw (it draws nothing: `Chart` reports itself as not modelled).
@MainActor @preconcurrency
public struct BarMark: ChartContent {
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) where X: Plottable, Y: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
public struct LineMark: ChartContent {
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {}
    nonisolated public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) where X: Plottable, Y: Plottable, S: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
public struct PointMark: ChartContent {
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
public struct AreaMark: ChartContent {
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) where X: Plottable, Y: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
public struct RuleMark: ChartContent {
    nonisolated public init<Y>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) where Y: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
public struct SectorMark: ChartContent {
    nonisolated public init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {}
    public var body: Never { fatalError("a mark has no body") }
}

extension ChartContent {
    nonisolated public func foregroundStyle<S>(_ style: S) -> some ChartContent where S: ShapeStyle { _ChartContentGroup(count: 1) }
    nonisolated public func foregroundStyle<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable { _ChartContentGroup(count: 1) }
    nonisolated public func symbol<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable { _ChartContentGroup(count: 1) }
    nonisolated public func opacity(_ value: Double) -> some ChartContent { _ChartContentGroup(count: 1) }
}
