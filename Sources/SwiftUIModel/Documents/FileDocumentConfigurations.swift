// What SwiftUI hands a document type when it reads or writes a file, and a document scene's
// editor (SwiftUI.swiftinterface of the iOS 26.2 SDK, github.com/seayou2468-web/maciOS at
// 4e13ea7ff478). Apple's have no public initialiser: only SwiftUI makes them. Not modelled: the
// model never launches a `DocumentGroup` scene, so it never opens, reads or writes a document and
// never makes one of these; code that names their members (Xcode's document app template reads
// `configuration.file.regularFileContents` and passes `file.$document`) compiles.
import Foundation
import UniformTypeIdentifiersModel

/// What a document reads: the file and its type (Apple's `FileDocumentReadConfiguration`).
/// Not modelled: the model never reads a document (see above).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

/// What a document writes to: the type to write and the file it was read from, if any (Apple's
/// `FileDocumentWriteConfiguration`). Not modelled: the model never writes a document (see above).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

/// A value document open in a document scene's editor (Apple's `FileDocumentConfiguration`): a
/// binding to the document, its file's URL, whether it can be edited. Not modelled: the model never
/// opens a document (see above).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct FileDocumentConfiguration<Document> where Document: FileDocument {
    @Binding public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}

/// A reference document open in a document scene's editor (Apple's
/// `ReferenceFileDocumentConfiguration`): the observed document, its file's URL, whether it can be
/// edited. Not modelled: the model never opens a document (see above).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct ReferenceFileDocumentConfiguration<Document> where Document: ReferenceFileDocument {
    @ObservedObject public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}
