import Foundation

/// The model as scenarios link against it: `CourseCheckProtocol`, `SwiftUIModel` and the macro
/// plugin, compiled with swiftc into the cache, keyed by the hash of their sources and the
/// compiler. The harness builds it itself rather than using SwiftPM's products, so the same kit
/// serves `swift run coursecheck` and `swift test` without touching SwiftPM's locked build folder.
public struct ModelKit: Sendable {
    public let directory: URL
    public let key: String

    public static let modelModule = "SwiftUIModel"
    public static let protocolModule = "CourseCheckProtocol"
    public static let macrosModule = "SwiftUIModelMacros"
    /// The model's UIKit (UIImage and the asset catalog); SwiftUIModel re-exports it.
    public static let uikitModule = "UIKitModel"

    public var macroPlugin: String { directory.appendingPathComponent("lib\(Self.macrosModule).so").path }

    /// Flags that let a scenario `import SwiftUI` and get the model.
    public var scenarioFlags: [String] {
        ["-module-alias", "SwiftUI=\(Self.modelModule)", "-module-alias", "UIKit=\(Self.uikitModule)",
         "-I", directory.path, "-L", directory.path,
         "-l\(Self.modelModule)", "-l\(Self.uikitModule)", "-l\(Self.protocolModule)",
         "-load-plugin-library", macroPlugin,
         // Apple's Foundation re-exports Observation (a file that imports only Foundation can use
         // @Observable); Linux's does not, so every scenario file sees it.
         "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
         "-Xlinker", "-rpath", "-Xlinker", directory.path]
    }

    public static func build(packageRoot: URL, toolchain: Toolchain, cache: CacheStore) throws -> ModelKit {
        let sources = packageRoot.appendingPathComponent("Sources")
        let protocolFiles = try swiftFiles(in: sources.appendingPathComponent(protocolModule))
        let modelFiles = try swiftFiles(in: sources.appendingPathComponent(modelModule))
        let macroFiles = try swiftFiles(in: sources.appendingPathComponent(macrosModule))
        let uikitFiles = try swiftFiles(in: sources.appendingPathComponent(uikitModule))
        var hash = ContentHash()
        hash.add("compiler", toolchain.version)
        for file in protocolFiles + uikitFiles + modelFiles + macroFiles {
            hash.add(file.path, (try? String(contentsOf: file, encoding: .utf8)) ?? "")
        }
        let key = hash.hex
        let ready = cache.directory(for: key, kind: "kit")
        if FileManager.default.fileExists(atPath: ready.appendingPathComponent("lib\(modelModule).so").path) {
            return ModelKit(directory: ready, key: key)
        }

        let work = try cache.temporaryDirectory(kind: "kit")
        let host = toolchain.hostLibraries
        // The macro plugin and the protocol module do not depend on each other: build them together.
        let builds: [(String, [String])] = [
            (macrosModule, ["-emit-library", "-module-name", macrosModule, "-I", host, "-L", host,
                            "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder",
                            "-o", work.appendingPathComponent("lib\(macrosModule).so").path] + macroFiles.map(\.path)),
            (protocolModule, ["-emit-library", "-emit-module", "-parse-as-library", "-module-name", protocolModule,
                              "-swift-version", "6", "-emit-module-path", work.appendingPathComponent("\(protocolModule).swiftmodule").path,
                              "-o", work.appendingPathComponent("lib\(protocolModule).so").path] + protocolFiles.map(\.path)),
        ]
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: builds.count) { index in
            let (name, arguments) = builds[index]
            let run = ProcessRunner.run(toolchain.swiftc, arguments, directory: work, timeout: 600)
            if run.status != 0 {
                failures.withLock { $0.append("building \(name) failed:\n\(run.stderr)") }
            }
        }
        if !failures.current.isEmpty { throw HarnessError(failures.current.joined(separator: "\n")) }
        let uikit = ProcessRunner.run(toolchain.swiftc, [
            "-emit-library", "-emit-module", "-parse-as-library", "-module-name", uikitModule, "-swift-version", "5",
            "-I", work.path, "-L", work.path, "-l\(protocolModule)",
            "-Xlinker", "-rpath", "-Xlinker", ready.path,
            "-emit-module-path", work.appendingPathComponent("\(uikitModule).swiftmodule").path,
            "-o", work.appendingPathComponent("lib\(uikitModule).so").path,
        ] + uikitFiles.map(\.path), directory: work, timeout: 600)
        guard uikit.status == 0 else { throw HarnessError("building the UIKit model failed:\n\(uikit.stderr)") }
        let model = ProcessRunner.run(toolchain.swiftc, [
            "-emit-library", "-emit-module", "-parse-as-library", "-module-name", modelModule, "-swift-version", "5",
            "-I", work.path, "-L", work.path, "-l\(protocolModule)", "-l\(uikitModule)",
            "-load-plugin-library", work.appendingPathComponent("lib\(macrosModule).so").path,
            "-Xlinker", "-rpath", "-Xlinker", ready.path,
            "-emit-module-path", work.appendingPathComponent("\(modelModule).swiftmodule").path,
            "-o", work.appendingPathComponent("lib\(modelModule).so").path,
        ] + modelFiles.map(\.path), directory: work, timeout: 900)
        guard model.status == 0 else { throw HarnessError("building the model failed:\n\(model.stderr)") }
        return ModelKit(directory: cache.commit(work, key: key, kind: "kit"), key: key)
    }

    static func swiftFiles(in directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw HarnessError("missing sources at \(directory.path)")
        }
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        return files.sorted { $0.path < $1.path }
    }
}
