import Foundation
import SwiftUIModel

/// The size of a mark along an axis (Apple's `MarkDimension`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public static var automatic: MarkDimension { MarkDimension() }
    init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(floatLiteral value: Double) {}
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(integerLiteral value: Int) {}
}

/// How bars and areas of one x stack (Apple's `MarkStackingMethod`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct MarkStackingMethod: Equatable, Sendable {
    let name: String
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var standard: MarkStackingMethod { MarkStackingMethod(name: "standard") }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var normalized: MarkStackingMethod { MarkStackingMethod(name: "normalized") }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var center: MarkStackingMethod { MarkStackingMethod(name: "center") }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(name: "unstacked") }
}

/// The marks: what a `Chart` would draw (it draws nothing: `Chart` reports itself as not modelled).
@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct BarMark: ChartContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) where X: Plottable, Y: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct LineMark: ChartContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {}
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    nonisolated public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) where X: Plottable, Y: Plottable, S: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct PointMark: ChartContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AreaMark: ChartContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) where X: Plottable, Y: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct RuleMark: ChartContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    nonisolated public init<Y>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) where Y: Plottable {}
    public var body: Never { fatalError("a mark has no body") }
}

@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct SectorMark: ChartContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {}
    public var body: Never { fatalError("a mark has no body") }
}

extension ChartContent {
    nonisolated public func foregroundStyle<S>(_ style: S) -> some ChartContent where S: ShapeStyle { _ChartContentGroup(count: 1) }
    nonisolated public func foregroundStyle<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable { _ChartContentGroup(count: 1) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    nonisolated public func symbol<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable { _ChartContentGroup(count: 1) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    nonisolated public func opacity(_ value: Double) -> some ChartContent { _ChartContentGroup(count: 1) }
}
