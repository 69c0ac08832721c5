import Foundation

/// The model as scenarios link against it: its libraries (see `libraries`) and the macro plugin,
/// compiled with swiftc into the cache, keyed by the hash of their sources and the compiler. The
/// harness builds it itself rather than using SwiftPM's products, so the same kit serves
/// `swift run coursecheck` and `swift test` without touching SwiftPM's locked build folder.
///
/// A kit is built for one iOS release (`PlatformRelease`): its libraries are compiled with that
/// release's compilation conditions and a generated file that names it, so the key covers it and
/// each release a scenario targets gets a kit of its own.
public struct ModelKit: Sendable {
    public let directory: URL
    public let key: String
    public let platform: PlatformRelease
    /// How long this process took to build it; nil when it came from the cache.
    public var buildSeconds: Double?

    public static let modelModule = "SwiftUIModel"
    public static let protocolModule = "CourseCheckProtocol"
    public static let macrosModule = "SwiftUIModelMacros"
    /// The model's UIKit (UIImage and the asset catalog); SwiftUIModel re-exports it.
    public static let uikitModule = "UIKitModel"
    /// The model's URL loading (URLSession on the simulated network); SwiftUIModel re-exports it.
    public static let networkingModule = "NetworkingModel"
    /// The simulated clock and the ways of waiting on it; NetworkingModel re-exports it.
    public static let systemModule = "SystemModel"

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
        Library(module: uikitModule, swiftVersion: "5", dependencies: [protocolModule]),
        Library(module: networkingModule, swiftVersion: "5", dependencies: [protocolModule, systemModule, uikitModule]),
        Library(module: modelModule, swiftVersion: "5", dependencies: [protocolModule, systemModule, uikitModule, networkingModule], usesMacros: true),
    ]

    public var macroPlugin: String { directory.appendingPathComponent("lib\(Self.macrosModule).so").path }

    /// Flags that let a scenario `import SwiftUI` (and `import UIKit`) and get the model.
    public var scenarioFlags: [String] {
        ["-module-alias", "SwiftUI=\(Self.modelModule)", "-module-alias", "UIKit=\(Self.uikitModule)",
         "-I", directory.path, "-L", directory.path]
            + Self.libraries.map { "-l\($0.module)" }
            + ["-load-plugin-library", macroPlugin,
               // Apple's Foundation re-exports Observation (a file that imports only Foundation can
               // use @Observable) and has URLSession; Linux's has neither, so every scenario file
               // sees Observation and the model's networking.
               "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
               "-Xfrontend", "-import-module", "-Xfrontend", Self.networkingModule,
               "-Xlinker", "-rpath", "-Xlinker", directory.path]
    }

    /// The flags every library of a kit for `platform` is compiled with.
    static func conditionFlags(_ platform: PlatformRelease) -> [String] {
        ([PlatformRelease.kitCondition] + platform.compilationConditions).flatMap { ["-D", $0] }
    }

    public static func build(packageRoot: URL, toolchain: Toolchain, cache: CacheStore,
                             platform: PlatformRelease = .current) throws -> ModelKit {
        let sources = packageRoot.appendingPathComponent("Sources")
        var files: [String: [URL]] = [:]
        for module in libraries.map(\.module) + [macrosModule] {
            files[module] = try swiftFiles(in: sources.appendingPathComponent(module))
        }
        let key = key(compilerVersion: toolchain.version, platform: platform, files: files)
        let ready = cache.directory(for: key, kind: .kit)
        if FileManager.default.fileExists(atPath: ready.appendingPathComponent("lib\(modelModule).so").path) {
            return ModelKit(directory: ready, key: key, platform: platform)
        }

        let start = Date()
        let work = try cache.temporaryDirectory(kind: .kit)
        let sdkFile = work.appendingPathComponent(PlatformRelease.sdkFileName)
        try platform.sdkSource.write(to: sdkFile, atomically: true, encoding: .utf8)
        let host = toolchain.hostLibraries
        // The macro plugin depends on nothing of ours: build it while the libraries build.
        let macros = Locked<ProcessRunner.Outcome?>(nil)
        let macrosDone = DispatchSemaphore(value: 0)
        let macroFiles = files[macrosModule]!.map(\.path)
        Thread.detachNewThread {
            let outcome = ProcessRunner.run(toolchain.swiftc, [
                "-emit-library", "-module-name", macrosModule, "-I", host, "-L", host,
                "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder",
                "-o", work.appendingPathComponent("lib\(macrosModule).so").path,
            ] + macroFiles, directory: work, timeout: 600)
            macros.withLock { $0 = outcome }
            macrosDone.signal()
        }
        for library in libraries {
            if library.usesMacros {
                macrosDone.wait()
                if let outcome = macros.current, outcome.status != 0 {
                    throw HarnessError("building \(macrosModule) failed:\n\(outcome.stderr)")
                }
            }
            // One frontend for the whole module: with a kit per release, this is most of what a
            // release costs (measured: the model alone in 9.5 s instead of 24 s, -Onone both).
            var arguments = ["-wmo", "-emit-library", "-emit-module", "-parse-as-library", "-module-name", library.module,
                             "-package-name", "CourseCheck", "-swift-version", library.swiftVersion,
                             "-I", work.path, "-L", work.path]
            arguments += conditionFlags(platform)
            arguments += library.dependencies.map { "-l\($0)" }
            if library.usesMacros { arguments += ["-load-plugin-library", work.appendingPathComponent("lib\(macrosModule).so").path] }
            arguments += ["-Xlinker", "-rpath", "-Xlinker", ready.path,
                          "-emit-module-path", work.appendingPathComponent("\(library.module).swiftmodule").path,
                          "-o", work.appendingPathComponent("lib\(library.module).so").path]
            // The model declares `ModelSettings`, so the generated release number goes with it.
            let generated = library.module == modelModule ? [sdkFile.path] : []
            let run = ProcessRunner.run(toolchain.swiftc, arguments + files[library.module]!.map(\.path) + generated,
                                        directory: work, timeout: 900)
            guard run.status == 0 else { throw HarnessError("building \(library.module) failed:\n\(run.stderr)") }
        }
        return ModelKit(directory: cache.commit(work, key: key, kind: .kit), key: key, platform: platform,
                        buildSeconds: Date().timeIntervalSince(start))
    }

    /// Changes when the way a kit is built changes (flags, generated files), so older kits are
    /// not reused: 2 = one kit per release, libraries compiled whole-module.
    static let recipe = "2"

    /// The kit's cache key: the compiler, the release (its conditions and generated file), and
    /// every source file's path and contents.
    static func key(compilerVersion: String, platform: PlatformRelease, files: [String: [URL]]) -> String {
        var hash = ContentHash()
        hash.add("compiler", compilerVersion)
        hash.add("recipe", recipe)
        hash.add("conditions", conditionFlags(platform).joined(separator: " "))
        hash.add(PlatformRelease.sdkFileName, platform.sdkSource)
        for module in files.keys.sorted() {
            for file in files[module]! { hash.add(file.path, (try? String(contentsOf: file, encoding: .utf8)) ?? "") }
        }
        return hash.hex
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
