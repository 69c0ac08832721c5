import CoreDataModel
import Foundation

/// The objects a `@FetchRequest` found, as a collection. Not modelled: there is no store, so it is
/// always empty (`FetchRequest.wrappedValue` reports it); what it sorts and filters by is the
/// request's, and writing it changes the request.
public struct FetchedResults<Result>: RandomAccessCollection where Result: NSFetchRequestResult {
    let fetch: DescribedFetch<Result, Never>

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

    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }

    /// Any index is out of range: the results are empty.
    public subscript(position: Int) -> Result {
        ModelProblems.notModelled("FetchedResults.subscript(position:)", "there is no Core Data store: the results are empty")
        preconditionFailure("FetchedResults: index \(position) is out of range (the results are empty)")
    }

    public typealias Element = Result
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<FetchedResults<Result>>
    public typealias SubSequence = Slice<FetchedResults<Result>>
}

extension FetchedResults where Result: NSManagedObject {
    /// The `SortDescriptor`s the request was made with or last given, kept as they are. Not
    /// modelled: they and `nsSortDescriptors` are not converted into each other.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var sortDescriptors: [SortDescriptor<Result>] {
        get {
            ModelProblems.notModelled("FetchedResults.sortDescriptors", "not converted from nsSortDescriptors: the ones last given")
            return fetch.sortDescriptors
        }
        nonmutating set { fetch.sortDescriptors = newValue }
    }
}
