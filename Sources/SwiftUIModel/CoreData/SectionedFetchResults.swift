import CoreDataModel
import Foundation

/// The sections a `@SectionedFetchRequest` found, as a collection. Not modelled: there is no store,
/// so it has no section (`SectionedFetchRequest.wrappedValue` reports it); what it sections, sorts
/// and filters by is the request's, and writing it changes the request.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct SectionedFetchResults<SectionIdentifier, Result>: RandomAccessCollection where SectionIdentifier: Hashable, Result: NSFetchRequestResult {
    let fetch: DescribedFetch<Result, SectionIdentifier>

    /// One section's objects. The model never makes one (there are no results).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct Section: Identifiable, RandomAccessCollection {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public var startIndex: Int { 0 }
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public var endIndex: Int { 0 }

        /// Any index is out of range: a section the model made would be empty.
        public subscript(position: Int) -> Result {
            ModelProblems.notModelled("SectionedFetchResults.Section.subscript(position:)", "there is no Core Data store: the section is empty")
            preconditionFailure("SectionedFetchResults.Section: index \(position) is out of range")
        }

        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let id: SectionIdentifier

        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public typealias Element = Result
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public typealias ID = SectionIdentifier
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public typealias Index = Int
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public typealias Indices = Range<Int>
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public typealias Iterator = IndexingIterator<SectionedFetchResults<SectionIdentifier, Result>.Section>
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public typealias SubSequence = Slice<SectionedFetchResults<SectionIdentifier, Result>.Section>
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { fetch.nsSortDescriptors }
        nonmutating set { fetch.nsSortDescriptors = newValue }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var nsPredicate: NSPredicate? {
        get { fetch.nsPredicate }
        nonmutating set { fetch.nsPredicate = newValue }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { fetch.sectionIdentifier! }
        nonmutating set { fetch.sectionIdentifier = newValue }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var startIndex: Int { 0 }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var endIndex: Int { 0 }

    /// Any index is out of range: there are no sections.
    public subscript(position: Int) -> SectionedFetchResults<SectionIdentifier, Result>.Section {
        ModelProblems.notModelled("SectionedFetchResults.subscript(position:)", "there is no Core Data store: no sections")
        preconditionFailure("SectionedFetchResults: index \(position) is out of range (there are no sections)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Element = SectionedFetchResults<SectionIdentifier, Result>.Section
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Index = Int
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Indices = Range<Int>
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Iterator = IndexingIterator<SectionedFetchResults<SectionIdentifier, Result>>
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias SubSequence = Slice<SectionedFetchResults<SectionIdentifier, Result>>
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension SectionedFetchResults where Result: NSManagedObject {
    /// The `SortDescriptor`s the request was made with or last given, kept as they are. Not
    /// modelled: they and `nsSortDescriptors` are not converted into each other.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var sortDescriptors: [SortDescriptor<Result>] {
        get {
            ModelProblems.notModelled("SectionedFetchResults.sortDescriptors", "not converted from nsSortDescriptors: the ones last given")
            return fetch.sortDescriptors
        }
        nonmutating set { fetch.sortDescriptors = newValue }
    }
}
