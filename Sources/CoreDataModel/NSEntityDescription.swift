import Foundation

/// An entity of the data model (NSEntityDescription.h). Not modelled: the app's data model is not
/// read; an entity knows only the name it was asked for.
open class NSEntityDescription: NSObject {
    /// NSEntityDescription.h: `@property (nullable, copy) NSString *name;`
    open var name: String?

    public override init() { super.init() }

    init(name: String) {
        self.name = name
        super.init()
    }

    /// NSEntityDescription.h: `+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context;`
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        CoreDataModel.notModelled("NSEntityDescription.entity(forEntityName:in:)", "the data model is not read: nil")
        return nil
    }
}
