// Foundation classes that SwiftUI's declarations name and Linux's Foundation lacks (`NSItemProvider`,
// `NSUserActivity`, `FileWrapper`; docs/api-inventory/toolchain-types.tsv lists what the toolchain's
// Foundation has), with Apple's Swift names as Swift imports them from the iOS 26.2 SDK's headers
// (github.com/seayou2468-web/maciOS at 4e13ea7ff478,
// iPhoneOS26.2.sdk/System/Library/Frameworks/Foundation.framework/Headers/*.h). Every class is
// older than iOS 13, so none carries availability data.
//
// On Apple's SDK they come with Foundation, which SwiftUI and UIKit re-export; here SwiftUIModel
// re-exports this module, so a file that imports SwiftUI sees them (one that imports only
// Foundation does not).
import SystemModel

enum FoundationAdditions {
    static func notModelled(_ api: String, _ consequence: String) {
        _NotModelledBelowSwiftUI.report(api, consequence)
    }
}
