import Foundation

/// Data handed over by drag and drop, the pasteboard or sharing (NSItemProvider.h). It keeps what
/// it is given; loading from it is not modelled (the model has no drag and drop, no pasteboard):
/// each load reports itself and its completion handler is not called.
open class NSItemProvider: NSObject {
    /// NSItemProvider.h: `typedef void (NS_SWIFT_SENDABLE ^NSItemProviderCompletionHandler)(__nullable __kindof id <NSSecureCoding> item, NSError * __null_unspecified error);`
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    private var objects: [any NSItemProviderWriting] = []

    /// NSItemProvider.h: `@property (atomic, copy, nullable) NSString *suggestedName API_AVAILABLE(…ios(11.0)) …;`
    open var suggestedName: String?

    /// NSItemProvider.h: `- (instancetype)init NS_DESIGNATED_INITIALIZER;`
    public override init() { super.init() }

    /// NSItemProvider.h: `- (instancetype)initWithObject:(id<NSItemProviderWriting>)object API_AVAILABLE(…ios(11.0)…);`
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        objects.append(object)
    }

    /// NSItemProvider.h: `- (instancetype)initWithItem:(nullable id<NSSecureCoding>)item typeIdentifier:(nullable NSString *)typeIdentifier NS_DESIGNATED_INITIALIZER;`
    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        super.init()
        NSItemProvider.notModelled("init(item:typeIdentifier:)", "the item is not kept")
    }

    /// NSItemProvider.h: `- (nullable instancetype)initWithContentsOfURL:(null_unspecified NSURL *)fileURL;`
    public convenience init?(contentsOf fileURL: URL!) {
        self.init()
        NSItemProvider.notModelled("init(contentsOf:)", "the file is not read: nil")
        return nil
    }

    /// NSItemProvider.h: `- (void)registerObject:(id<NSItemProviderWriting>)object visibility:(NSItemProviderRepresentationVisibility)visibility API_AVAILABLE(…ios(11.0)…);`
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        objects.append(object)
    }

    /// NSItemProvider.h: `- (void)registerDataRepresentationForTypeIdentifier:visibility:loadHandler:` (iOS 11).
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        NSItemProvider.notModelled("registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)", "the representation is not kept")
    }

    /// NSItemProvider.h: `@property (copy, readonly, atomic) NSArray<NSString *> *registeredTypeIdentifiers;`
    open var registeredTypeIdentifiers: [String] {
        NSItemProvider.notModelled("registeredTypeIdentifiers", "type identifiers are not looked up: empty")
        return []
    }

    /// NSItemProvider.h: `- (BOOL)hasItemConformingToTypeIdentifier:(NSString *)typeIdentifier;`
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        NSItemProvider.notModelled("hasItemConformingToTypeIdentifier(_:)", "type identifiers are not looked up: false")
        return false
    }

    /// NSItemProvider.h: `- (BOOL)canLoadObjectOfClass:(Class<NSItemProviderReading>)aClass API_AVAILABLE(…ios(11.0)…);`
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        NSItemProvider.notModelled("canLoadObject(ofClass:)", "nothing is loaded: false")
        return false
    }

    /// NSItemProvider.h: `- (NSProgress *)loadObjectOfClass:(Class<NSItemProviderReading>)aClass completionHandler:…` (iOS 11).
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        NSItemProvider.notModelled("loadObject(ofClass:completionHandler:)", "nothing is loaded: the completion handler is not called")
        return Progress(totalUnitCount: 1)
    }

    /// NSItemProvider.h: `- (NSProgress *)loadDataRepresentationForTypeIdentifier:completionHandler:` (iOS 11).
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        NSItemProvider.notModelled("loadDataRepresentation(forTypeIdentifier:completionHandler:)", "nothing is loaded: the completion handler is not called")
        return Progress(totalUnitCount: 1)
    }

    /// NSItemProvider.h: `- (void)loadItemForTypeIdentifier:(NSString *)typeIdentifier options:(nullable NSDictionary *)options completionHandler:(nullable NSItemProviderCompletionHandler)completionHandler;`
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: NSItemProvider.CompletionHandler? = nil) {
        NSItemProvider.notModelled("loadItem(forTypeIdentifier:options:completionHandler:)", "nothing is loaded: the completion handler is not called")
    }

    static func notModelled(_ member: String, _ consequence: String) {
        FoundationAdditions.notModelled("NSItemProvider." + member, consequence)
    }
}

/// NSItemProvider.h: `NSItemProviderRepresentationVisibility` (iOS 11); `group` is macOS-only.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case ownProcess = 3
}

/// What an item provider can be made from (NSItemProvider.h: `@protocol NSItemProviderWriting <NSObject>`, iOS 11),
/// with its required members.
public protocol NSItemProviderWriting: NSObjectProtocol {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// What an item provider can load (NSItemProvider.h: `@protocol NSItemProviderReading <NSObject>`, iOS 11),
/// with its required members.
public protocol NSItemProviderReading: NSObjectProtocol {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
