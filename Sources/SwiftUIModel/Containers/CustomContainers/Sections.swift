/// One section of a container's content (`ForEach(sections:content:)`, `Group(sections:transform:)`):
/// an explicit `Section`'s header, content and footer, or a run of views outside any section,
/// which is a section without header or footer (`SubviewResolution.sections(of:)`).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct SectionConfiguration: Identifiable {
    private let identity: SectionConfiguration.ID
    private let parts: (header: [Subview], content: [Subview], footer: [Subview])
    private let values: ContainerValues

    init(path: [IdentityComponent], header: [Subview], content: [Subview], footer: [Subview], values: ContainerValues) {
        identity = ID(path: path)
        parts = (header, content, footer)
        self.values = values
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var id: SectionConfiguration.ID { identity }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var header: SubviewsCollection { SubviewsCollection(subviews: parts.header) }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var content: SubviewsCollection { SubviewsCollection(subviews: parts.content) }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var footer: SubviewsCollection { SubviewsCollection(subviews: parts.footer) }
    /// The values written on the `Section` itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var containerValues: ContainerValues { values }

    /// Not modelled: the section's actions (`sectionActions`) are not modelled; this view reports itself and shows nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var actions: SectionConfiguration.Actions { Actions() }

    /// A section's identity: where it sits in the content.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public struct ID: Hashable {
        let path: [IdentityComponent]
    }

    /// The actions a section declares.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public struct Actions: View {
        nonisolated init() {}

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public var body: some View {
            ModelProblems.notModelled("SectionConfiguration.Actions", "shows no section actions")
            return EmptyView()
        }
    }
}

/// The sections of a view (`Group(sections:transform:)`): a random-access collection indexed from 0.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Element = SectionConfiguration
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Index = Int
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Indices = Range<Int>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Iterator = IndexingIterator<SectionCollection>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias SubSequence = Slice<SectionCollection>

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var startIndex: Int { sections.startIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var endIndex: Int { sections.endIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The data of `ForEach(sections:content:)`: the sections of its view.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct ForEachSectionCollection<Content>: RandomAccessCollection where Content : View {
    let sections: [SectionConfiguration]

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Element = SectionConfiguration
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Index = Int
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Indices = Range<Int>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Iterator = IndexingIterator<ForEachSectionCollection<Content>>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias SubSequence = Slice<ForEachSectionCollection<Content>>

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var startIndex: Int { sections.startIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var endIndex: Int { sections.endIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}
