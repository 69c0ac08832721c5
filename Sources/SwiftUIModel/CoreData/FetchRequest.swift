// SwiftUI's Core Data layer (SwiftUI.swiftinterface of the iOS 26.2 SDK, github.com/seayou2468-web/maciOS
// at 4e13ea7ff478): `@FetchRequest` and its results. Not modelled: the model has no store (see
// Sources/CoreDataModel), so the results are always empty, and reading them says so in the run's
// problems. What the request describes (sort descriptors, predicate) is kept, and what the projected
// value writes is what the results read back.
import CoreDataModel
import Foundation

/// Fetches managed objects from the environment's context as the view is shown (Apple's
/// `@FetchRequest`). Not modelled: there is no store, so `wrappedValue` is empty and reports itself.
@propertyWrapper
public struct FetchRequest<Result> where Result: NSFetchRequestResult {
    let fetch: DescribedFetch<Result, Never>

    public var wrappedValue: FetchedResults<Result> {
        ModelProblems.notModelled("FetchRequest.wrappedValue", "there is no Core Data store: the results are empty")
        return FetchedResults(fetch: fetch)
    }

    /// What a view can change of the request while it is shown (iOS 15).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct Configuration {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public var nsSortDescriptors: [NSSortDescriptor]
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public var nsPredicate: NSPredicate?
    }

    /// A binding to what the request sorts and filters by; the results read what it writes.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> {
        let fetch = fetch
        return Binding(get: { Configuration(nsSortDescriptors: fetch.nsSortDescriptors, nsPredicate: fetch.nsPredicate) },
                       set: { fetch.nsSortDescriptors = $0.nsSortDescriptors; fetch.nsPredicate = $0.nsPredicate })
    }
}

extension FetchRequest: DynamicProperty {
    /// Not modelled: nothing is fetched when SwiftUI updates the property.
    public mutating func update() {
        ModelProblems.notModelled("FetchRequest.update()", "there is no Core Data store: nothing is fetched")
    }
}

extension FetchRequest {
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        fetch = DescribedFetch(nsSortDescriptors: sortDescriptors, nsPredicate: predicate)
    }

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        fetch = DescribedFetch(nsSortDescriptors: fetchRequest.sortDescriptors ?? [], nsPredicate: fetchRequest.predicate)
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        fetch = DescribedFetch(nsSortDescriptors: fetchRequest.sortDescriptors ?? [], nsPredicate: fetchRequest.predicate)
    }
}

extension FetchRequest where Result: NSManagedObject {
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        fetch = DescribedFetch(nsSortDescriptors: sortDescriptors, nsPredicate: predicate)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// Not modelled: `SortDescriptor`s are kept as they are, not turned into `NSSortDescriptor`s
    /// (`nsSortDescriptors` is empty).
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        fetch = DescribedFetch(nsSortDescriptors: [], nsPredicate: predicate, sortDescriptors: sortDescriptors)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension FetchRequest.Configuration where Result: NSManagedObject {
    /// Not modelled: reads nothing (`SortDescriptor`s are not derived from `NSSortDescriptor`s), and
    /// what is written is not kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var sortDescriptors: [SortDescriptor<Result>] {
        get {
            ModelProblems.notModelled("FetchRequest.Configuration.sortDescriptors", "not derived from nsSortDescriptors: empty")
            return []
        }
        set {
            ModelProblems.notModelled("FetchRequest.Configuration.sortDescriptors", "what is written is not kept")
        }
    }
}
