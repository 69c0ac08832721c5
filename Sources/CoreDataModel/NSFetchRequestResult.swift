import Foundation

/// What a fetch request can return (NSFetchRequest.h: `@protocol NSFetchRequestResult <NSObject>`).
public protocol NSFetchRequestResult: NSObjectProtocol {}

// NSFetchRequest.h: `NSNumber`, `NSDictionary`, `NSManagedObject` and `NSManagedObjectID` (not
// declared here) conform (`@interface NSNumber (NSFetchedResultSupport) <NSFetchRequestResult>`).
extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
