import Foundation

/// A state of the app that can be continued elsewhere (Handoff, Spotlight, Siri) (NSUserActivity.h).
/// It keeps what it is given; handing it to the system (`becomeCurrent()`, `resignCurrent()`,
/// `invalidate()`) is not modelled and reports itself.
open class NSUserActivity: NSObject {
    /// NSUserActivity.h: `@property (readonly, copy) NSString *activityType;`
    open private(set) var activityType: String
    /// NSUserActivity.h: `@property (nullable, copy) NSString *title;`
    open var title: String?
    /// NSUserActivity.h: `@property (nullable, copy) NSDictionary *userInfo;`
    open var userInfo: [AnyHashable: Any]?
    /// NSUserActivity.h: `@property (nullable, copy) NSSet<NSString *> *requiredUserInfoKeys;` (iOS 9)
    open var requiredUserInfoKeys: Set<String>?
    /// NSUserActivity.h: `@property (assign) BOOL needsSave;`
    open var needsSave: Bool = false
    /// NSUserActivity.h: `@property (nullable, copy) NSURL *webpageURL;`
    open var webpageURL: URL?
    /// NSUserActivity.h: `@property (nullable, copy) NSURL *referrerURL;` (iOS 11)
    open var referrerURL: URL?
    /// NSUserActivity.h: `@property (nullable, copy) NSDate *expirationDate;` (iOS 9)
    open var expirationDate: Date?
    /// NSUserActivity.h: `@property (copy) NSSet<NSString *> *keywords;` (iOS 9)
    open var keywords: Set<String> = []
    /// NSUserActivity.h: `@property (nullable, copy) NSString* targetContentIdentifier;` (iOS 13)
    open var targetContentIdentifier: String?
    /// NSUserActivity.h: `@property (getter=isEligibleForHandoff) BOOL eligibleForHandoff;` (iOS 9).
    /// Not sourced: the initial values of the four `isEligibleFor…` are not in the header; false here.
    open var isEligibleForHandoff: Bool = false
    /// NSUserActivity.h: `@property (getter=isEligibleForSearch) BOOL eligibleForSearch;` (iOS 9)
    open var isEligibleForSearch: Bool = false
    /// NSUserActivity.h: `@property (getter=isEligibleForPublicIndexing) BOOL eligibleForPublicIndexing;` (iOS 9)
    open var isEligibleForPublicIndexing: Bool = false
    /// NSUserActivity.h: `@property (getter=isEligibleForPrediction) BOOL eligibleForPrediction;` (iOS 12)
    open var isEligibleForPrediction: Bool = false
    /// NSUserActivity.h: `@property (copy, nullable) NSUserActivityPersistentIdentifier persistentIdentifier;` (iOS 12)
    open var persistentIdentifier: String?

    /// NSUserActivity.h: `- (instancetype)initWithActivityType:(NSString *)activityType NS_DESIGNATED_INITIALIZER;`
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// NSUserActivity.h: `- (void)addUserInfoEntriesFromDictionary:(NSDictionary *)otherDictionary;`
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        merged.merge(otherDictionary) { _, new in new }
        userInfo = merged
    }

    /// NSUserActivity.h: `- (void)becomeCurrent;`
    open func becomeCurrent() {
        FoundationAdditions.notModelled("NSUserActivity.becomeCurrent()", "the activity is not handed to the system")
    }

    /// NSUserActivity.h: `- (void)resignCurrent;` (iOS 9)
    open func resignCurrent() {
        FoundationAdditions.notModelled("NSUserActivity.resignCurrent()", "the activity is not handed to the system")
    }

    /// NSUserActivity.h: `- (void)invalidate;`
    open func invalidate() {
        FoundationAdditions.notModelled("NSUserActivity.invalidate()", "the activity is not handed to the system")
    }
}
