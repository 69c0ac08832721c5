import CoreDataModel
import Foundation

/// What a `@FetchRequest` or `@SectionedFetchRequest` describes: sort descriptors, a predicate,
/// the section's key path. A reference, so that what the request's projected value or its results
/// write (`nonmutating set`, as Apple's) is what they read next. `Section` is `Never` for an
/// unsectioned request.
final class DescribedFetch<Result, Section> {
    var nsSortDescriptors: [NSSortDescriptor]
    var nsPredicate: NSPredicate?
    /// The `SortDescriptor`s a request was made with (iOS 15), kept as they are.
    var sortDescriptors: [SortDescriptor<Result>]
    var sectionIdentifier: KeyPath<Result, Section>?

    init(nsSortDescriptors: [NSSortDescriptor], nsPredicate: NSPredicate?, sortDescriptors: [SortDescriptor<Result>] = [],
         sectionIdentifier: KeyPath<Result, Section>? = nil) {
        self.nsSortDescriptors = nsSortDescriptors
        self.nsPredicate = nsPredicate
        self.sortDescriptors = sortDescriptors
        self.sectionIdentifier = sectionIdentifier
    }
}
