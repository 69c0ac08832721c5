import Foundation

/// A description of what to fetch (NSFetchRequest.h:
/// `@interface NSFetchRequest<__covariant ResultType:id<NSFetchRequestResult>> : NSPersistentStoreRequest`;
/// `NSPersistentStoreRequest` is not declared). It keeps what it is given; running it is the
/// context's `fetch(_:)`, which is not modelled.
///
/// Not Apple's: `ResultType` is unconstrained. Apple's requires `NSFetchRequestResult`, which
/// `any NSFetchRequestResult` (in `NSManagedObject.fetchRequest()`'s result) satisfies there
/// because an Objective-C protocol conforms to itself; a Swift protocol does not.
open class NSFetchRequest<ResultType>: NSObject {
    /// NSFetchRequest.h: `@property (nullable, nonatomic, readonly, strong) NSString *entityName;`
    open private(set) var entityName: String?
    /// NSFetchRequest.h: `@property (nullable, nonatomic, strong) NSEntityDescription *entity;`
    open var entity: NSEntityDescription?
    /// NSFetchRequest.h: `@property (nullable, nonatomic, strong) NSPredicate *predicate;`
    open var predicate: NSPredicate?
    /// NSFetchRequest.h: `@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors;`
    open var sortDescriptors: [NSSortDescriptor]?
    /// NSFetchRequest.h: `@property (nonatomic) NSUInteger fetchLimit;`
    open var fetchLimit: Int = 0

    /// NSFetchRequest.h: `- (instancetype)init NS_DESIGNATED_INITIALIZER;`
    public override init() { super.init() }

    /// NSFetchRequest.h: `- (instancetype)initWithEntityName:(NSString*)entityName;`
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }
}
