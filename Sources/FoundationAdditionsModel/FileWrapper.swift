import Foundation

/// A file or folder in memory (NSFileWrapper.h, imported as `FileWrapper`). A regular file keeps
/// its contents and a directory its children, as Apple's does; reading from and writing to disk
/// are not modelled.
open class FileWrapper: NSObject {
    private enum Kind {
        case regularFile(Data)
        case directory([String: FileWrapper])
    }

    private var kind: Kind

    /// NSFileWrapper.h: `@property (nullable, copy) NSString *preferredFilename;`
    open var preferredFilename: String?
    /// NSFileWrapper.h: `@property (nullable, copy) NSString *filename;`
    open var filename: String?

    /// NSFileWrapper.h: `- (instancetype)initRegularFileWithContents:(NSData *)contents NS_DESIGNATED_INITIALIZER;`
    public init(regularFileWithContents contents: Data) {
        kind = .regularFile(contents)
        super.init()
    }

    /// NSFileWrapper.h: `- (instancetype)initDirectoryWithFileWrappers:(NSDictionary<NSString *, NSFileWrapper *> *)childrenByPreferredName NS_DESIGNATED_INITIALIZER;`
    /// "Each file wrapper that does not already have a preferred file name is sent
    /// -setPreferredFilename: with the corresponding key" (the header's comment).
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        kind = .directory(childrenByPreferredName)
        super.init()
    }

    /// NSFileWrapper.h: `- (nullable instancetype)initWithURL:(NSURL *)url options:(NSFileWrapperReadingOptions)options error:(NSError **)outError NS_DESIGNATED_INITIALIZER;`
    /// Not modelled: the file is not read; it throws.
    public init(url: URL, options: FileWrapper.ReadingOptions = []) throws {
        kind = .regularFile(Data())
        super.init()
        FoundationAdditions.notModelled("FileWrapper.init(url:options:)", "the file is not read: it throws")
        throw CocoaError(.fileReadUnknown)
    }

    /// NSFileWrapper.h: `@property (readonly, getter=isDirectory) BOOL directory;`
    open var isDirectory: Bool {
        if case .directory = kind { return true }
        return false
    }

    /// NSFileWrapper.h: `@property (readonly, getter=isRegularFile) BOOL regularFile;`
    open var isRegularFile: Bool {
        if case .regularFile = kind { return true }
        return false
    }

    /// NSFileWrapper.h: `@property (nullable, readonly, copy) NSData *regularFileContents;`
    open var regularFileContents: Data? {
        if case .regularFile(let contents) = kind { return contents }
        FoundationAdditions.notModelled("FileWrapper.regularFileContents", "Apple's raises an exception for a directory (NSFileWrapper.h); here it is nil")
        return nil
    }

    /// NSFileWrapper.h: `@property (nullable, readonly, copy) NSDictionary<NSString *, NSFileWrapper *> *fileWrappers;`
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = kind { return children }
        FoundationAdditions.notModelled("FileWrapper.fileWrappers", "Apple's raises an exception for a regular file (NSFileWrapper.h); here it is nil")
        return nil
    }

    /// NSFileWrapper.h: `- (NSString *)addRegularFileWithContents:(NSData *)data preferredFilename:(NSString *)fileName;`
    /// Not modelled: Apple's makes a taken name unique (the new name's form is not documented);
    /// here the child replaces the one of the same name.
    open func addRegularFileWithContents(_ data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// NSFileWrapper.h: `- (NSString *)addFileWrapper:(NSFileWrapper *)child;` Not modelled: a
    /// taken name is replaced, not made unique (see `addRegularFileWithContents`).
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = kind else {
            FoundationAdditions.notModelled("FileWrapper.addFileWrapper(_:)", "Apple's raises an exception for a regular file (NSFileWrapper.h); here nothing is added")
            return child.preferredFilename ?? ""
        }
        let name = child.preferredFilename ?? ""
        if children[name] != nil {
            FoundationAdditions.notModelled("FileWrapper.addFileWrapper(_:)", "a child of the same name is replaced, not renamed")
        }
        children[name] = child
        kind = .directory(children)
        return name
    }

    /// NSFileWrapper.h: `- (BOOL)writeToURL:(NSURL *)url options:(NSFileWrapperWritingOptions)options originalContentsURL:(nullable NSURL *)originalContentsURL error:(NSError **)outError;`
    /// Not modelled: nothing is written.
    open func write(to url: URL, options: FileWrapper.WritingOptions = [], originalContentsURL: URL?) throws {
        FoundationAdditions.notModelled("FileWrapper.write(to:options:originalContentsURL:)", "nothing is written")
    }

    /// NSFileWrapper.h: `NSFileWrapperReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// NSFileWrapper.h: `NSFileWrapperReadingImmediate = 1 << 0`
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// NSFileWrapper.h: `NSFileWrapperReadingWithoutMapping = 1 << 1`
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// NSFileWrapper.h: `NSFileWrapperWritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// NSFileWrapper.h: `NSFileWrapperWritingAtomic = 1 << 0`
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// NSFileWrapper.h: `NSFileWrapperWritingWithNameUpdating = 1 << 1`
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }
}
