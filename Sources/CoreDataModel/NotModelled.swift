// CoreData as far as SwiftUI's declarations (`@FetchRequest`, `\.managedObjectContext`) and the
// Core Data stack of Xcode's app template need, with Apple's Swift names: CoreData is Objective-C,
// so each declaration is written as Swift imports it from the iOS 26.2 SDK's headers
// (github.com/seayou2468-web/maciOS at 4e13ea7ff478,
// iPhoneOS26.2.sdk/System/Library/Frameworks/CoreData.framework/Headers/*.h) and CoreData's Swift
// overlay (CoreData.swiftmodule/arm64e-apple-ios.swiftinterface). Every declaration is older than
// iOS 13, so none carries availability data.
//
// As on Apple's SDK, `import SwiftUI` does not bring it (SwiftUI's interface imports CoreData
// without re-exporting it): a file names `NSManagedObjectContext` after `import CoreData`.
//
// Not modelled: there is no store and no data model. A context keeps nothing: a fetch finds
// nothing, a save saves nothing, and each says so in the run's problems.
import SystemModel

enum CoreDataModel {
    static func notModelled(_ api: String, _ consequence: String) {
        _NotModelledBelowSwiftUI.report(api, consequence)
    }
}
