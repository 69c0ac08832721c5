import Foundation

// Foundation's classes that an item provider carries (NSString.h: `@interface NSString
// (NSItemProvider) <NSItemProviderReading, NSItemProviderWriting>`; NSURL.h likewise). Their type
// identifiers are not looked up, and nothing is encoded or decoded: each use reports itself.

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] {
        NSItemProvider.notModelled("NSString.writableTypeIdentifiersForItemProvider", "not looked up: empty")
        return []
    }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        NSItemProvider.notModelled("NSString.readableTypeIdentifiersForItemProvider", "not looked up: empty")
        return []
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        NSItemProvider.notModelled("NSString.loadData(withTypeIdentifier:forItemProviderCompletionHandler:)", "nothing is encoded: the completion handler is not called")
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        NSItemProvider.notModelled("NSString.object(withItemProviderData:typeIdentifier:)", "nothing is decoded: it throws")
        throw CocoaError(.featureUnsupported)
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] {
        NSItemProvider.notModelled("NSURL.writableTypeIdentifiersForItemProvider", "not looked up: empty")
        return []
    }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        NSItemProvider.notModelled("NSURL.readableTypeIdentifiersForItemProvider", "not looked up: empty")
        return []
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        NSItemProvider.notModelled("NSURL.loadData(withTypeIdentifier:forItemProviderCompletionHandler:)", "nothing is encoded: the completion handler is not called")
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        NSItemProvider.notModelled("NSURL.object(withItemProviderData:typeIdentifier:)", "nothing is decoded: it throws")
        throw CocoaError(.featureUnsupported)
    }
}
