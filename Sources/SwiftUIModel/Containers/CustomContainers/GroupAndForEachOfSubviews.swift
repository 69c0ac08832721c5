/// iOS 18's custom containers: `Group` and `ForEach` over the subviews or sections of a view
/// (`SubviewResolution`).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Group {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<Base, Result>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) where Content == GroupElementsOfContent<Base, Result>, Base : View, Result : View {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<Base, Result>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result) where Content == GroupSectionsOfContent<Base, Result>, Base : View, Result : View {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension ForEach {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content : View, V : View {
        self.init(data: ForEachSubviewCollection(subviews: SubviewResolution.onMainActor { SubviewResolution.subviews(of: view) }), id: { $0.id }, content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content : View, V : View {
        self.init(data: ForEachSectionCollection(sections: SubviewResolution.onMainActor { SubviewResolution.sections(of: view) }), id: { $0.id }, content: content)
    }
}

/// What `Group(subviews:transform:)` makes: the transform's view of the subviews of its view.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct GroupElementsOfContent<Subviews, Content> : View where Subviews : View, Content : View {
    // Set by `Group`'s nonisolated initialiser, never changed.
    nonisolated(unsafe) let subviews: Subviews
    nonisolated(unsafe) let transform: (SubviewsCollection) -> Content

    nonisolated init(subviews: Subviews, transform: @escaping (SubviewsCollection) -> Content) {
        self.subviews = subviews
        self.transform = transform
    }

    var result: Content { transform(SubviewsCollection(subviews: SubviewResolution.subviews(of: subviews))) }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

/// What `Group(sections:transform:)` makes: the transform's view of the sections of its view.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct GroupSectionsOfContent<Sections, Content> : View where Sections : View, Content : View {
    // Set by `Group`'s nonisolated initialiser, never changed.
    nonisolated(unsafe) let sections: Sections
    nonisolated(unsafe) let transform: (SectionCollection) -> Content

    nonisolated init(sections: Sections, transform: @escaping (SectionCollection) -> Content) {
        self.sections = sections
        self.transform = transform
    }

    var result: Content { transform(SectionCollection(sections: SubviewResolution.sections(of: sections))) }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

/// Both are lists: what the transform made, in their place.
@available(*, deprecated, message: "the model's own use of API whose availability is data")
@MainActor
protocol TransformedContent: BuiltinView, SubviewList {
    associatedtype Result: View
    var result: Result { get }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TransformedContent {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: result)] }
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        SubviewResolution.elements(of: result, path: path + [.index(0)])
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension GroupElementsOfContent: TransformedContent {}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension GroupSectionsOfContent: TransformedContent {}
