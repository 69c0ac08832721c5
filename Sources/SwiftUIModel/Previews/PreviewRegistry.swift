import Foundation

/// A preview that `#Preview` registered: its name, where it is, and how to make its view.
public final class _PreviewRegistration {
    public let name: String?
    public let file: String
    public let line: Int
    let make: @MainActor () -> any View

    init(name: String?, file: String, line: Int, make: @escaping @MainActor () -> any View) {
        self.name = name
        self.file = file
        self.line = line
        self.make = make
    }

    /// Registrations made by the `#Preview` expansions the host has called so far.
    @MainActor static var registered: [_PreviewRegistration] = []

    /// Called by the `#Preview` expansion's exported function with the macro's body as it was
    /// written. Like the macro's own parameter (Apple's `@ViewBuilder body: @escaping @MainActor
    /// () -> any View`) it is a view builder, which Swift does not apply to a closure that has an
    /// explicit `return` (SE-0289): `#Preview { let x = …; return V(x) }` is an ordinary closure,
    /// `#Preview { A(); B() }` a builder.
    /// `withTraits`: the `#Preview` has traits (`PreviewTraits.swift`), which the model does not
    /// apply: the preview reports it when it is shown.
    @MainActor
    public static func register<Content: View>(name: String?, file: String, line: Int, withTraits: Bool = false,
                                               @ViewBuilder _ body: @escaping @MainActor () -> Content) {
        registered.append(_PreviewRegistration(name: name, file: file, line: line, make: {
            if withTraits {
                ModelProblems.notModelled("#Preview(_:traits:_:body:)", "the preview is shown on the scenario's device without its traits")
            }
            return body()
        }))
    }
}

/// Finds the previews of a compiled scenario by the C names `#Preview` exported them under.
enum PreviewDiscovery {
    typealias Entry = @convention(c) () -> Void

    /// `files` are the scenario's file IDs (`Module/File.swift`) with their line counts.
    @MainActor
    static func previews(in files: [(fileID: String, lines: Int)]) -> [_PreviewRegistration] {
        guard let image = dlopen(nil, RTLD_NOW) else { return [] }
        _PreviewRegistration.registered = []
        for file in files {
            let prefix = symbolPrefix + sanitize("\"\(file.fileID)\"") + "_"
            for line in 1...max(file.lines, 1) {
                guard let symbol = dlsym(image, prefix + String(line)) else { continue }
                unsafeBitCast(symbol, to: Entry.self)()
            }
        }
        return _PreviewRegistration.registered
    }

    /// What every exported preview's C name starts with. Must match `PreviewSymbol.prefix` in the
    /// macro library (a test compares them).
    static let symbolPrefix = "swiftuimodel_preview_"

    /// Must match `PreviewSymbol.sanitize` in the macro library (a test compares them).
    static func sanitize(_ literal: String) -> String {
        String(literal.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
