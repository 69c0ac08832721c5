import CombineModel
import Foundation

/// An object of the data model (NSManagedObject.h), and an `ObservableObject` (CoreData's overlay,
/// iOS 13: `objectWillChange` is an `ObservableObjectPublisher`). Not modelled: an object is never
/// in a store, so inserting it does nothing, and its attributes do not publish their changes.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
    /// NSManagedObject.h: `- (__kindof NSManagedObject*)initWithEntity:(NSEntityDescription *)entity insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context NS_DESIGNATED_INITIALIZER;`
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init()
        if context != nil {
            CoreDataModel.notModelled("NSManagedObject.init(entity:insertInto:)", "the object is not inserted: no context keeps objects")
        }
    }

    /// NSManagedObject.h: `-(instancetype)initWithContext:(NSManagedObjectContext*)moc API_AVAILABLE(…ios(10.0)…);`
    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: nil)
        CoreDataModel.notModelled("NSManagedObject.init(context:)", "the object is not inserted: no context keeps objects")
    }

    /// NSManagedObject.h: `+ (NSEntityDescription*)entity API_AVAILABLE(…ios(10.0)…);` The entity
    /// is named after the class, as Xcode's generated classes are; the data model is not read.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription(name: String(describing: self))
    }

    /// CoreData's overlay: `@_disfavoredOverload @objc dynamic public class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult>`
    /// (Xcode's generated classes declare their own, typed, `fetchRequest()`).
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: String(describing: self))
    }

    /// NSManagedObject.h: `@property (nullable, nonatomic, readonly, assign) NSManagedObjectContext *managedObjectContext;`
    open var managedObjectContext: NSManagedObjectContext? {
        CoreDataModel.notModelled("NSManagedObject.managedObjectContext", "no context keeps objects: nil")
        return nil
    }

    /// NSManagedObject.h: `@property (nonatomic, readonly) BOOL hasChanges;`
    open var hasChanges: Bool {
        CoreDataModel.notModelled("NSManagedObject.hasChanges", "changes are not tracked: false")
        return false
    }

    /// NSManagedObject.h: `@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;`
    open var isDeleted: Bool {
        CoreDataModel.notModelled("NSManagedObject.isDeleted", "deletions are not tracked: false")
        return false
    }
}
