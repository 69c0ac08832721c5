import CoreDataModel
import Foundation

/// Fetches managed objects in sections (Apple's `@SectionedFetchRequest`, iOS 15). Not modelled:
/// there is no store, so `wrappedValue` has no section and reports itself.
@propertyWrapper
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct SectionedFetchRequest<SectionIdentifier, Result> where SectionIdentifier: Hashable, Result: NSFetchRequestResult {
    let fetch: DescribedFetch<Result, SectionIdentifier>

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        ModelProblems.notModelled("SectionedFetchRequest.wrappedValue", "there is no Core Data store: no sections")
        return SectionedFetchResults(fetch: fetch)
    }

    /// What a view can change of the request while it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct Configuration {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public var nsSortDescriptors: [NSSortDescriptor]
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public var nsPredicate: NSPredicate?
    }

    /// A binding to what the request sections, sorts and filters by; the results read what it writes.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var projectedValue: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration> {
        let fetch = fetch
        return Binding(get: { Configuration(sectionIdentifier: fetch.sectionIdentifier!, nsSortDescriptors: fetch.nsSortDescriptors, nsPredicate: fetch.nsPredicate) },
                       set: { fetch.sectionIdentifier = $0.sectionIdentifier; fetch.nsSortDescriptors = $0.nsSortDescriptors; fetch.nsPredicate = $0.nsPredicate })
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension SectionedFetchRequest: DynamicProperty {
    /// Not modelled: nothing is fetched when SwiftUI updates the property.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func update() {
        ModelProblems.notModelled("SectionedFetchRequest.update()", "there is no Core Data store: nothing is fetched")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension SectionedFetchRequest {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        fetch = DescribedFetch(nsSortDescriptors: sortDescriptors, nsPredicate: predicate, sectionIdentifier: sectionIdentifier)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        fetch = DescribedFetch(nsSortDescriptors: fetchRequest.sortDescriptors ?? [], nsPredicate: fetchRequest.predicate, sectionIdentifier: sectionIdentifier)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {
        fetch = DescribedFetch(nsSortDescriptors: fetchRequest.sortDescriptors ?? [], nsPredicate: fetchRequest.predicate, sectionIdentifier: sectionIdentifier)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension SectionedFetchRequest where Result: NSManagedObject {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        fetch = DescribedFetch(nsSortDescriptors: sortDescriptors, nsPredicate: predicate, sectionIdentifier: sectionIdentifier)
    }

    /// Not modelled: `SortDescriptor`s are kept as they are, not turned into `NSSortDescriptor`s
    /// (`nsSortDescriptors` is empty).
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        fetch = DescribedFetch(nsSortDescriptors: [], nsPredicate: predicate, sortDescriptors: sortDescriptors, sectionIdentifier: sectionIdentifier)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
    /// Not modelled: reads nothing (`SortDescriptor`s are not derived from `NSSortDescriptor`s), and
    /// what is written is not kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var sortDescriptors: [SortDescriptor<Result>] {
        get {
            ModelProblems.notModelled("SectionedFetchRequest.Configuration.sortDescriptors", "not derived from nsSortDescriptors: empty")
            return []
        }
        set {
            ModelProblems.notModelled("SectionedFetchRequest.Configuration.sortDescriptors", "what is written is not kept")
        }
    }
}
