/// One view of a container's content, as iOS 18's custom containers see it
/// (`Group(subviews:transform:)`, `ForEach(subviews:content:)`): placed in the container's
/// body, it shows that view, keeping its state while it keeps its place in the content.
/// What the content stands for is `SubviewResolution`'s rules.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct Subview: View, Identifiable {
    let view: any View
    let resolvesThroughBody: Bool
    // Fixed when the subview is resolved, so readable from any isolation: a `ForEach` made in a
    // nonisolated initialiser identifies its subviews by them.
    private nonisolated(unsafe) let values: ContainerValues
    private nonisolated(unsafe) let identity: Subview.ID

    /// The values written on the view (`containerValue(_:_:)`, its tag).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public nonisolated var containerValues: ContainerValues { values }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public nonisolated var id: Subview.ID { identity }

    init(_ element: SubviewResolution.Element) {
        view = element.view
        resolvesThroughBody = element.resolvesThroughBody
        values = element.values
        identity = ID(path: element.path)
    }

    /// A subview's identity: where its view sits in the content.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public struct ID: Hashable {
        let path: [IdentityComponent]
    }

    /// Not modelled: iOS 26's sizing of a container's subviews; nothing in the model takes it.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public enum ContainerSizingOptions: Sendable {
        /// Not modelled: nothing in the model takes it.
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        case uniform(axis: Axis.Set)
        /// Not modelled: nothing in the model takes it.
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        case variable
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Subview: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .explicit(AnyHashable(id)), view: view)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let units = children.flatMap { $0 }
        if resolvesThroughBody, units.count != 1 {
            ModelProblems.notModelled("Subview of a view with a body", "SwiftUI makes one subview of each view its body makes; the model makes one of the whole view, which shows \(units.count)")
        }
        return units
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Subview: SubviewList {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        [SubviewResolution.Element(path: self.id.path, view: self, values: containerValues)]
    }
}

/// The subviews of a view (`Group(subviews:transform:)`, a section's `content`): a random-access
/// collection indexed from 0, and a view that shows them all.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Element = Subview
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Index = Int
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Indices = Range<Int>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Iterator = IndexingIterator<SubviewsCollection>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias SubSequence = SubviewsCollectionSlice

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var startIndex: Int { subviews.startIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var endIndex: Int { subviews.endIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func index(after i: Int) -> Int { i + 1 }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func index(before i: Int) -> Int { i - 1 }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public subscript(index: Int) -> Subview { subviews[index] }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }
}

/// A range of a `SubviewsCollection`; it keeps the collection's indices, as a slice does.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct SubviewsCollectionSlice: RandomAccessCollection {
    let subviews: ArraySlice<Subview>

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Element = Subview
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Index = Int
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Indices = Range<Int>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Iterator = IndexingIterator<SubviewsCollectionSlice>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias SubSequence = SubviewsCollectionSlice

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var startIndex: Int { subviews.startIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var endIndex: Int { subviews.endIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public subscript(index: Int) -> Subview { subviews[index] }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SubviewsCollection: View {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SubviewsCollectionSlice: View {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
}

/// Placed as a view, a collection shows its subviews, each as a view of the list it sits in.
@available(*, deprecated, message: "the model's own use of API whose availability is data")
@MainActor
protocol SubviewsShowing: BuiltinView, SubviewList {
    var shownSubviews: [Subview] { get }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension SubviewsShowing {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        shownSubviews.map { ChildView(identity: .explicit(AnyHashable($0.id)), view: $0) }
    }

    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        shownSubviews.flatMap { $0.subviewElements(path: path) }
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension SubviewsCollection: SubviewsShowing {
    var shownSubviews: [Subview] { subviews }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension SubviewsCollectionSlice: SubviewsShowing {
    var shownSubviews: [Subview] { Array(subviews) }
}

/// The data of `ForEach(subviews:content:)`: the subviews of its view.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct ForEachSubviewCollection<Content>: RandomAccessCollection where Content : View {
    let subviews: [Subview]

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Element = Subview
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Index = Int
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Indices = Range<Int>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Iterator = IndexingIterator<ForEachSubviewCollection<Content>>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias SubSequence = Slice<ForEachSubviewCollection<Content>>

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var startIndex: Int { subviews.startIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var endIndex: Int { subviews.endIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public subscript(index: Int) -> Subview { subviews[index] }
}
