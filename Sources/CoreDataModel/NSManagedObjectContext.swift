import Foundation

/// A scratch pad of managed objects (NSManagedObjectContext.h). Not modelled: it keeps no object,
/// so a fetch finds nothing and a save saves nothing; each use says so.
open class NSManagedObjectContext: NSObject {
    /// NSManagedObjectContext.h: `NSManagedObjectContextConcurrencyType`, imported as `NSManagedObjectContext.ConcurrencyType`.
    public enum ConcurrencyType: UInt {
        @available(*, deprecated, message: "@available(iOS, deprecated: 9.0) Use another NSManagedObjectContextConcurrencyType")
        case confinementConcurrencyType = 0
        case privateQueueConcurrencyType = 1
        case mainQueueConcurrencyType = 2
    }

    /// NSManagedObjectContext.h: `- (instancetype)initWithConcurrencyType:(NSManagedObjectContextConcurrencyType)ct NS_DESIGNATED_INITIALIZER;`
    public init(concurrencyType ct: NSManagedObjectContext.ConcurrencyType) {
        super.init()
    }

    /// NSManagedObjectContext.h: `@property (nonatomic, readonly) BOOL hasChanges;`
    open var hasChanges: Bool {
        CoreDataModel.notModelled("NSManagedObjectContext.hasChanges", "the context keeps no objects: false")
        return false
    }

    /// NSManagedObjectContext.h: `@property (nonatomic) BOOL automaticallyMergesChangesFromParent API_AVAILABLE(…ios(10.0)…);`
    /// Kept; there are no changes to merge.
    open var automaticallyMergesChangesFromParent: Bool = false

    /// NSManagedObjectContext.h: `- (BOOL)save:(NSError **)error;`
    open func save() throws {
        CoreDataModel.notModelled("NSManagedObjectContext.save()", "nothing is saved: there is no store")
    }

    /// NSManagedObjectContext.h: `- (void)insertObject:(NSManagedObject *)object;`
    open func insert(_ object: NSManagedObject) {
        CoreDataModel.notModelled("NSManagedObjectContext.insert(_:)", "the object is not inserted: the context keeps no objects")
    }

    /// NSManagedObjectContext.h: `- (void)deleteObject:(NSManagedObject *)object;`
    open func delete(_ object: NSManagedObject) {
        CoreDataModel.notModelled("NSManagedObjectContext.delete(_:)", "nothing is deleted: the context keeps no objects")
    }

    /// NSManagedObjectContext.h: `- (void)rollback;`
    open func rollback() {
        CoreDataModel.notModelled("NSManagedObjectContext.rollback()", "the context keeps no changes to roll back")
    }

    /// CoreData's overlay: `nonisolated public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T : NSFetchRequestResult`
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T: NSFetchRequestResult {
        CoreDataModel.notModelled("NSManagedObjectContext.fetch(_:)", "there is no store: no results")
        return []
    }

    /// CoreData's overlay (iOS 15): `@_disfavoredOverload nonisolated public func fetch(_ request: NSFetchRequest<any NSFetchRequestResult>) throws -> [Any]`
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func fetch(_ request: NSFetchRequest<any NSFetchRequestResult>) throws -> [Any] {
        CoreDataModel.notModelled("NSManagedObjectContext.fetch(_:)", "there is no store: no results")
        return []
    }

    /// CoreData's overlay: `nonisolated public func count<T>(for request: NSFetchRequest<T>) throws -> Int where T : NSFetchRequestResult`
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int where T: NSFetchRequestResult {
        CoreDataModel.notModelled("NSManagedObjectContext.count(for:)", "there is no store: 0")
        return 0
    }
}
