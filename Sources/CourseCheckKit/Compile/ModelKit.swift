import Foundation

/// The model as scenarios link against it: its libraries (see `libraries`) with their modules, and
/// the macro plugin, in a folder of the cache keyed by the sources' contents and the compiler.
///
/// One kit serves every iOS release: release-dependent API is availability data that the harness
/// words per deployment target (`AvailabilityWording`), not a different build.
///
/// Where it comes from (`ModelKitSource`): `swift build` (and `swift test`) already compiled the
/// model's targets, so when SwiftPM's objects are up to date with the sources the kit is those
/// objects linked into shared libraries, with SwiftPM's modules: seconds, not a second build of the
/// model. Otherwise (no SwiftPM build, or a stale one) the harness compiles the model itself with
/// swiftc, once per machine and content. Either way the kit is keyed by content, so the CLI,
/// `swift test` and every clone that shares a `COURSECHECK_CACHE` reuse it.
public struct ModelKit: Sendable {
    public let directory: URL
    public let key: String
    /// How long this process took to make it, and how; nil when it came from the cache.
    public var buildSeconds: Double?
    public var madeFrom: ModelKitSource.Kind?

    public static let modelModule = "SwiftUIModel"
    public static let protocolModule = "CourseCheckProtocol"
    public static let macrosModule = "SwiftUIModelMacros"
    /// The model's UIKit (UIImage and the asset catalog); SwiftUIModel re-exports it.
    public static let uikitModule = "UIKitModel"
    /// The model's URL loading (URLSession on the simulated network); SwiftUIModel re-exports it.
    public static let networkingModule = "NetworkingModel"
    /// The simulated clock and the ways of waiting on it; NetworkingModel re-exports it.
    public static let systemModule = "SystemModel"
    /// The model's CoreGraphics (imported as `CoreGraphics`); UIKitModel re-exports it.
    public static let coreGraphicsModule = "CoreGraphicsModel"
    /// The model's SwiftData (imported as `SwiftData`), on top of SwiftUIModel.
    public static let swiftDataModule = "SwiftDataModel"
    /// The model's Combine (imported as `Combine`); SwiftUIModel re-exports it.
    public static let combineModule = "CombineModel"

    /// Apple modules the model has only as declarations that report themselves as not modelled
    /// (`import Charts` compiles, each use says it is not modelled): the kit library that stands
    /// for each, aliased to Apple's name in scenarios.
    public static let appleModuleStandIns: [(library: String, apple: String)] = [
        ("ChartsModel", "Charts"), ("MapKitModel", "MapKit"), ("PhotosUIModel", "PhotosUI"),
        ("AVKitModel", "AVKit"), ("StoreKitModel", "StoreKit"), ("CoreMLModel", "CoreML"),
    ]

    /// Apple modules that SwiftUI's own declarations name (`UTType`, `Transferable`,
    /// `NSManagedObjectContext`): stand-ins that SwiftUIModel depends on, declared with Apple's
    /// signatures, each use reporting itself as not modelled; aliased to Apple's names in scenarios.
    public static let appleModulesUnderSwiftUI: [(library: String, apple: String)] = [
        ("UniformTypeIdentifiersModel", "UniformTypeIdentifiers"), ("CoreTransferableModel", "CoreTransferable"),
        ("CoreDataModel", "CoreData"),
    ]
    /// Foundation classes SwiftUI's declarations name that Linux's Foundation lacks (`NSItemProvider`,
    /// `NSUserActivity`, `FileWrapper`); SwiftUIModel re-exports it.
    public static let foundationAdditionsModule = "FoundationAdditionsModel"

    /// A library of the kit: its module, the language mode it is written in, and what it links.
    struct Library {
        var module: String
        var swiftVersion: String
        var dependencies: [String]
        var usesMacros = false
    }

    /// In build order: each library's dependencies come before it.
    static let libraries = [
        Library(module: protocolModule, swiftVersion: "6", dependencies: []),
        Library(module: systemModule, swiftVersion: "5", dependencies: []),
        Library(module: coreGraphicsModule, swiftVersion: "5", dependencies: []),
        Library(module: uikitModule, swiftVersion: "5", dependencies: [protocolModule, systemModule, coreGraphicsModule]),
        Library(module: networkingModule, swiftVersion: "5", dependencies: [protocolModule, systemModule, uikitModule, coreGraphicsModule]),
        Library(module: combineModule, swiftVersion: "5", dependencies: [systemModule]),
        Library(module: "UniformTypeIdentifiersModel", swiftVersion: "5", dependencies: [systemModule]),
        Library(module: "CoreTransferableModel", swiftVersion: "5", dependencies: [systemModule, combineModule, "UniformTypeIdentifiersModel"]),
        Library(module: "CoreDataModel", swiftVersion: "5", dependencies: [systemModule, combineModule]),
        Library(module: foundationAdditionsModule, swiftVersion: "5", dependencies: [systemModule]),
        Library(module: modelModule, swiftVersion: "5",
                dependencies: [protocolModule, systemModule, uikitModule, networkingModule, combineModule, coreGraphicsModule, foundationAdditionsModule] + appleModulesUnderSwiftUI.map(\.library),
                usesMacros: true),
        Library(module: swiftDataModule, swiftVersion: "5",
                dependencies: [protocolModule, systemModule, uikitModule, networkingModule, combineModule, coreGraphicsModule, modelModule], usesMacros: true),
    ] + appleModuleStandIns.map {
        Library(module: $0.library, swiftVersion: "5",
                dependencies: [protocolModule, systemModule, uikitModule, networkingModule, combineModule, coreGraphicsModule, modelModule])
    }

    /// The folders of the model's libraries (the ones availability data is written in).
    public static func librarySourceFolders(packageRoot: URL) -> [URL] {
        libraries.map { packageRoot.appendingPathComponent("Sources").appendingPathComponent($0.module) }
    }

    public var macroPlugin: String { directory.appendingPathComponent("lib\(Self.macrosModule).so").path }

    /// Flags that let a scenario `import SwiftUI` (and `import UIKit`) and get the model.
    public var scenarioFlags: [String] { Self.scenarioFlags(kitPath: directory.path, macroPlugin: macroPlugin) }

    /// The same flags with the kit's folder written as its key: what a scenario's cache key
    /// covers, so that the key does not depend on where the cache lives.
    public var scenarioFlagsForKey: [String] {
        Self.scenarioFlags(kitPath: "<kit \(key)>", macroPlugin: "<kit \(key)>/lib\(Self.macrosModule).so")
    }

    static func scenarioFlags(kitPath: String, macroPlugin: String) -> [String] {
        ["-module-alias", "SwiftUI=\(modelModule)", "-module-alias", "UIKit=\(uikitModule)",
         "-module-alias", "Combine=\(combineModule)", "-module-alias", "CoreGraphics=\(coreGraphicsModule)",
         "-module-alias", "SwiftData=\(swiftDataModule)"]
            + (appleModulesUnderSwiftUI + appleModuleStandIns).flatMap { ["-module-alias", "\($0.apple)=\($0.library)"] }
            + ["-I", kitPath, "-L", kitPath]
            + libraries.map { "-l\($0.module)" }
            + ["-load-plugin-library", macroPlugin,
               // Apple's Foundation re-exports Observation (a file that imports only Foundation can
               // use @Observable) and has URLSession; Linux's has neither, so every scenario file
               // sees Observation and the model's networking.
               "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
               "-Xfrontend", "-import-module", "-Xfrontend", networkingModule]
    }

    /// Where a program in `<cache>/<kind>/<key>/` finds the kit's libraries: a path relative to the
    /// program, so that a cache moved elsewhere still runs.
    public var relativeRunPath: String { "$ORIGIN/../../\(CacheStore.Kind.kit.rawValue)/\(key)" }

    /// Every `.swift` file the kit is made from, by module (the libraries and the macro plugin).
    static func sourceFiles(packageRoot: URL) throws -> [String: [URL]] {
        // By their real paths: SwiftPM's build records them so, and a checkout reached through a
        // symbolic link must still find it up to date.
        let sources = packageRoot.appendingPathComponent("Sources").resolvingSymlinksInPath()
        var files: [String: [URL]] = [:]
        for module in libraries.map(\.module) + [macrosModule] {
            files[module] = try swiftFiles(in: sources.appendingPathComponent(module))
        }
        return files
    }

    /// The kit for these sources: from the cache, else made (from SwiftPM's build when it is up
    /// to date, else compiled), then kept in the cache.
    public static func build(packageRoot: URL, toolchain: Toolchain, cache: CacheStore,
                             swiftPMProducts: [URL] = ModelKitSource.swiftPMProductFolders()) throws -> ModelKit {
        let files = try sourceFiles(packageRoot: packageRoot)
        var stamps = ContentHash()
        stamps.add("compiler", toolchain.version)
        for file in files.values.flatMap({ $0 }).sorted(by: { $0.path < $1.path }) { stamps.add("file", FileStamp.of(file)) }
        if let known = cache.read(String.self, key: stamps.hex, kind: .kitKeys), let ready = cache.verified(key: known, kind: .kit) {
            return ModelKit(directory: ready, key: known)
        }
        let leftOver = oldReleaseConditions(files.values.flatMap { $0 })
        guard leftOver.isEmpty else {
            throw HarnessError("""
                the model still declares release-dependent API with compilation conditions, which one kit for every \
                release cannot honour; run `swift run coursecheck convert-availability --write` (docs/SCENARIOS.md, \
                "Availability"): \(leftOver.joined(separator: ", "))
                """)
        }
        let key = key(compilerVersion: toolchain.version, files: files, sourcesRoot: packageRoot.appendingPathComponent("Sources"))
        cache.write(key, key: stamps.hex, kind: .kitKeys)
        // One build per cache, however many processes want it: the others wait, then find it.
        return try CacheLock.withLock(cache, "kit-\(key)") {
            if let ready = cache.verified(key: key, kind: .kit) {
                return ModelKit(directory: ready, key: key)
            }
            let start = Date()
            let work = try cache.temporaryDirectory(kind: .kit)
            let source = ModelKitSource(toolchain: toolchain, files: files, work: work, checkout: packageRoot)
            let kind: ModelKitSource.Kind
            do { kind = try source.make(swiftPMProducts: swiftPMProducts) } catch {
                try? FileManager.default.removeItem(at: work)
                throw error
            }
            return ModelKit(directory: cache.commit(work, key: key, kind: .kit), key: key,
                            buildSeconds: Date().timeIntervalSince(start), madeFrom: kind)
        }
    }

    /// Changes when the way a kit is made changes (flags, layout), so older kits are not reused:
    /// 3 = one kit for every release, from SwiftPM's objects or compiled, relative run paths;
    /// 4 = with each module's source info (declarations' places, for `coursecheck surface`).
    static let recipe = "4"

    /// The kit's cache key: the compiler, the recipe, and every source file's contents with its
    /// path inside `Sources/` (never where the checkout lives, so clones share kits).
    static func key(compilerVersion: String, files: [String: [URL]], sourcesRoot: URL) -> String {
        var hash = ContentHash()
        hash.add("compiler", compilerVersion)
        hash.add("recipe", recipe)
        let prefix = sourcesRoot.resolvingSymlinksInPath().standardizedFileURL.path + "/"
        for module in files.keys.sorted() {
            for file in files[module]! {
                let path = file.standardizedFileURL.path
                hash.add(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : file.lastPathComponent,
                         (try? String(contentsOf: file, encoding: .utf8)) ?? "")
            }
        }
        return hash.hex
    }

    /// `file:line` of each `#if IOS_<k>_OR_LATER` left from the convention of a kit per release.
    static func oldReleaseConditions(_ files: [URL]) -> [String] {
        files.flatMap { file -> [String] in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            // Regex literals are parsed when used: look only at files that may hold a condition.
            guard text.contains("_OR_LATER") else { return [] }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.indices.filter { lines[$0].contains(#/#if\s+!?IOS_\d+_OR_LATER/#) }.map { "\(file.lastPathComponent):\($0 + 1)" }
        }
    }

    static func swiftFiles(in directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw HarnessError("missing sources at \(directory.path)")
        }
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        guard !files.isEmpty else { throw HarnessError("no Swift sources at \(directory.path)") }
        return files.sorted { $0.path < $1.path }
    }
}
