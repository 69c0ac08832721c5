import Foundation
@testable import SwiftUIModel

/// A chart (Apple's `Chart`): not modelled. Its content is built (so its code runs) but nothing is
/// drawn; the chart takes the space it is offered.
@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct Chart<Content>: View where Content: ChartContent {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable {
        self.content = ForEach(data: data, id: { $0.id }, content: content)
    }

    public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {
        self.content = ForEach(data: data, id: { $0[keyPath: id] }, content: content)
    }

    public var body: some View {
        ModelProblems.notModelled("Chart", "the chart is not drawn: an empty frame of the size it is offered")
        return Color.clear
    }
}

extension View {
    /// Not modelled: reported by `ChartNotModelled`.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func chartXAxis(_ visibility: Visibility) -> some View {
        modifier(ChartNotModelled(api: "chartXAxis(_:)"))
    }
    /// Not modelled: reported by `ChartNotModelled`.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func chartYAxis(_ visibility: Visibility) -> some View {
        modifier(ChartNotModelled(api: "chartYAxis(_:)"))
    }
    /// Not modelled: reported by `ChartNotModelled`.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @MainActor @preconcurrency public func chartLegend(_ visibility: Visibility) -> some View {
        modifier(ChartNotModelled(api: "chartLegend(_:)"))
    }
}

/// A chart modifier: says it is not modelled when the view it modifies is built.
struct ChartNotModelled: ViewModifier {
    let api: String
    func body(content: Content) -> some View {
        ModelProblems.notModelled(api, "charts are not drawn")
        return content
    }
}
