// Swift Charts as far as a file that imports it compiles: the chart view, its marks and the
// modifiers code uses most, with Apple's signatures (iOS 26.2 SDK's Charts.swiftinterface;
// docs/api-inventory/inventory.tsv). Nothing is drawn: a `Chart` reports itself as not modelled
// and takes the space it is offered, empty.
import Foundation
// ForEach's memberwise initialiser is internal to the model; a chart's ForEach is made with it as
// SwiftUI's own Charts makes one (the kit and SwiftPM's debug build are compiled with testing on).
@testable import SwiftUIModel

/// A type that can be plotted (Apple's `Plottable`): numbers, strings and dates.
public protocol Plottable {}
extension String: Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Date: Plottable {}

/// A value with its label (`.value("Day", day)`).
public struct PlottableValue<Value> where Value: Plottable {
    let label: String
    let value: Value
}

extension PlottableValue {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "\(labelKey)", value: value)
    }
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func value<S>(_ label: S, _ value: Value) -> PlottableValue<Value> where S: StringProtocol {
        PlottableValue(label: String(label), value: value)
    }
}

/// What a chart is made of (Apple's `ChartContent`).
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Self.Body { get }
}

extension Never: ChartContent {
    public var body: Never { fatalError("Never has no body") }
}

/// Several pieces of chart content, as `ChartContentBuilder` groups them.
public struct _ChartContentGroup: ChartContent {
    let count: Int
    public var body: Never { fatalError("a group has no body") }
}

@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ChartContent { content }
    public static func buildBlock() -> _ChartContentGroup { _ChartContentGroup(count: 0) }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ChartContent { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _ChartContentGroup where repeat each Content: ChartContent {
        var count = 0
        for _ in repeat (each content) { count += 1 }
        return _ChartContentGroup(count: count)
    }
    public static func buildOptional<Content>(_ content: Content?) -> _ChartContentGroup where Content: ChartContent {
        _ChartContentGroup(count: content == nil ? 0 : 1)
    }
    public static func buildEither<T>(first: T) -> _ChartContentGroup where T: ChartContent { _ChartContentGroup(count: 1) }
    public static func buildEither<F>(second: F) -> _ChartContentGroup where F: ChartContent { _ChartContentGroup(count: 1) }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> _ChartContentGroup where Content: ChartContent { _ChartContentGroup(count: 1) }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach in a chart has no body") }
}

extension ForEach where Content: ChartContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}
