import Foundation

/// A Core Data stack (NSPersistentContainer.h, iOS 10). Not modelled: the data model named `name`
/// is not read and no store is loaded; its view context keeps no objects.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// NSPersistentContainer.h: `@property (copy, readonly) NSString *name;`
    open private(set) var name: String
    /// NSPersistentContainer.h: `@property (strong, readonly) NSManagedObjectContext *viewContext;`
    open private(set) var viewContext: NSManagedObjectContext
    /// NSPersistentContainer.h: `@property (copy) NSArray<NSPersistentStoreDescription *> *persistentStoreDescriptions;`
    /// One description, as Apple's container has for its default store (its URL is not Apple's:
    /// nil, no store is made).
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// NSPersistentContainer.h: `- (instancetype)initWithName:(NSString *)name;`
    public init(name: String) {
        self.name = name
        self.viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        self.persistentStoreDescriptions = [NSPersistentStoreDescription()]
        super.init()
    }

    /// NSPersistentContainer.h: `- (void)loadPersistentStoresWithCompletionHandler:(void (^)(NSPersistentStoreDescription *, NSError * _Nullable))block NS_SWIFT_DISABLE_ASYNC;`
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        CoreDataModel.notModelled("NSPersistentContainer.loadPersistentStores(completionHandler:)",
                                  "no store is loaded, and the completion handler is not called")
    }

    /// NSPersistentContainer.h: `- (NSManagedObjectContext *)newBackgroundContext NS_RETURNS_RETAINED;`
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }
}

/// How to make a store (NSPersistentStoreDescription.h). Kept; no store is made from it.
open class NSPersistentStoreDescription: NSObject {
    /// NSPersistentStoreDescription.h: `@property (copy, nullable) NSURL *URL;`
    open var url: URL?

    public override init() { super.init() }

    /// NSPersistentStoreDescription.h: `- (instancetype)initWithURL:(NSURL *)url NS_DESIGNATED_INITIALIZER;`
    public init(url: URL) {
        self.url = url
        super.init()
    }
}
