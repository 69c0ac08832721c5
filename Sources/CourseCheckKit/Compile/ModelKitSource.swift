import Foundation

/// Makes a model kit's files in a work folder: the macro plugin (always compiled: it is not a
/// SwiftPM target, since it uses the toolchain's swift-syntax), and the libraries, either linked
/// from SwiftPM's up-to-date objects or compiled with swiftc.
public struct ModelKitSource {
    let toolchain: Toolchain
    /// The kit's sources, by module (`ModelKit.sourceFiles`).
    let files: [String: [URL]]
    let work: URL
    /// The checkout, read-only to the compilers (`Sandbox`), which end with the harness.
    var checkout: URL? = nil

    /// How a kit's libraries were made.
    public enum Kind: String, Sendable {
        case swiftPMBuild = "linked from swift build's objects"
        case compiled = "compiled with swiftc"
    }

    /// Where SwiftPM may have built the model: the folder of the running program (the CLI under
    /// `swift run`, the test bundle under `swift test`).
    public static func swiftPMProductFolders() -> [URL] {
        guard let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return [] }
        return [URL(fileURLWithPath: program).deletingLastPathComponent()]
    }

    /// The kit's compilers run in a sandbox of their own (`Sandbox.Purpose.kitBuild`), so that
    /// they end with the harness.
    var isolation: Sandbox.Purpose? { checkout.map { _ in .kitBuild } }

    func make(swiftPMProducts: [URL]) throws -> Kind {
        // The macro plugin depends on nothing of ours: build it while the libraries are made.
        let macros = Locked<ProcessRunner.Finished?>(nil)
        let macrosDone = DispatchSemaphore(value: 0)
        let host = toolchain.hostLibraries
        let macroFiles = files[ModelKit.macrosModule]!.map(\.path)
        let (swiftc, work, isolation) = (toolchain.swiftc, work, isolation)
        Thread.detachNewThread {
            let finished = ProcessRunner.run(swiftc, [
                "-emit-library", "-module-name", ModelKit.macrosModule, "-I", host, "-L", host,
                "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder",
                "-o", work.appendingPathComponent("lib\(ModelKit.macrosModule).so").path,
            ] + macroFiles, directory: work, timeout: 600, isolated: isolation)
            macros.withLock { $0 = finished }
            macrosDone.signal()
        }
        let waitForMacros = {
            // Waited for more than once: let the next wait through too.
            macrosDone.wait()
            macrosDone.signal()
            if let finished = macros.current, finished.status != 0 {
                throw HarnessError("building \(ModelKit.macrosModule) failed:\n\(finished.stderr)")
            }
        }
        if let products = swiftPMProducts.first(where: isUpToDate) {
            do {
                try link(from: products)
                try waitForMacros()
                return .swiftPMBuild
            } catch {
                // Fall back to compiling, in a clean folder's worth of files.
                for library in ModelKit.libraries {
                    try? FileManager.default.removeItem(at: work.appendingPathComponent("lib\(library.module).so"))
                }
            }
        }
        try compile(waitForMacros: waitForMacros)
        return .compiled
    }

    /// SwiftPM's build in `folder` is of these very sources, by this compiler, and no source is
    /// newer than what was built from it (SwiftPM's own rule for rebuilding). A source's object is
    /// not rewritten when its contents come out the same, so what shows that a source was compiled
    /// is its dependency record (`.swiftdeps`), which the compiler writes on every successful
    /// compile of it. The module must exist, but its date says nothing: the compiler leaves a
    /// module file alone when what it would write is the same (a change inside a function body),
    /// so requiring it to be newer than every source had the kit compiled again (about a minute)
    /// after every such edit.
    func isUpToDate(_ folder: URL) -> Bool {
        let fm = FileManager.default
        guard let versionFile = (try? fm.contentsOfDirectory(atPath: folder.path))?.first(where: { $0.hasPrefix("swift-version-") }),
              let version = try? String(contentsOf: folder.appendingPathComponent(versionFile), encoding: .utf8),
              version.trimmingCharacters(in: .whitespacesAndNewlines) == toolchain.version else { return false }
        func modified(_ path: String) -> Date? { (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        for library in ModelKit.libraries {
            guard let map = outputMap(folder, library.module, kind: "swift-dependencies"),
                  fm.fileExists(atPath: folder.appendingPathComponent("Modules/\(library.module).swiftmodule").path) else { return false }
            let sources = files[library.module]!.map(\.standardizedFileURL.path)
            guard Set(map.keys) == Set(sources) else { return false }
            for source in sources {
                guard let sourceDate = modified(source), let compiled = modified(map[source]!),
                      compiled >= sourceDate else { return false }
            }
        }
        return true
    }

    /// Source path → output path (`object`, `swift-dependencies`), from SwiftPM's
    /// `output-file-map.json` for `module`.
    func outputMap(_ folder: URL, _ module: String, kind: String = "object") -> [String: String]? {
        let file = folder.appendingPathComponent("\(module).build/output-file-map.json")
        guard let data = try? Data(contentsOf: file),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]] else { return nil }
        var map: [String: String] = [:]
        for (source, outputs) in json where !source.isEmpty {
            guard let object = outputs[kind] else { return nil }
            map[URL(fileURLWithPath: source).standardizedFileURL.path] = object
        }
        return map
    }

    /// Each library: SwiftPM's objects linked into a shared library (debug information stripped:
    /// scenarios load it at every run), and SwiftPM's module beside it.
    func link(from folder: URL) throws {
        for library in ModelKit.libraries {
            let objects = files[library.module]!.compactMap { outputMap(folder, library.module)?[$0.standardizedFileURL.path] }
            let run = ProcessRunner.run(toolchain.swiftc, [
                "-emit-library", "-module-name", library.module, "-L", work.path,
            ] + library.dependencies.map { "-l\($0)" } + [
                "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN", "-Xlinker", "--strip-debug",
                "-o", work.appendingPathComponent("lib\(library.module).so").path,
            ] + objects, directory: work, timeout: 600, isolated: isolation)
            guard run.status == 0 else { throw HarnessError("linking \(library.module) failed:\n\(run.stderr)") }
            try FileManager.default.copyItem(at: folder.appendingPathComponent("Modules/\(library.module).swiftmodule"),
                                             to: work.appendingPathComponent("\(library.module).swiftmodule"))
            // Where each declaration is in the source: what `coursecheck surface` reads a
            // declaration's body by (`ModelSurface`).
            let sourceInfo = folder.appendingPathComponent("Modules/\(library.module).swiftsourceinfo")
            if FileManager.default.fileExists(atPath: sourceInfo.path) {
                try FileManager.default.copyItem(at: sourceInfo, to: work.appendingPathComponent("\(library.module).swiftsourceinfo"))
            }
        }
    }

    /// Each library compiled whole-module, with the flags SwiftPM's debug build gives the model's
    /// targets (so a compiled kit and a linked one are the same model).
    func compile(waitForMacros: () throws -> Void) throws {
        for library in ModelKit.libraries {
            if library.usesMacros { try waitForMacros() }
            var arguments = ["-wmo", "-emit-library", "-emit-module", "-parse-as-library", "-module-name", library.module,
                             "-package-name", "CourseCheck", "-swift-version", library.swiftVersion,
                             "-Onone", "-enable-testing", "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
                             "-I", work.path, "-L", work.path]
            arguments += library.dependencies.map { "-l\($0)" }
            if library.usesMacros { arguments += ["-load-plugin-library", work.appendingPathComponent("lib\(ModelKit.macrosModule).so").path] }
            arguments += ["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
                          "-emit-module-path", work.appendingPathComponent("\(library.module).swiftmodule").path,
                          "-emit-module-source-info-path", work.appendingPathComponent("\(library.module).swiftsourceinfo").path,
                          "-o", work.appendingPathComponent("lib\(library.module).so").path]
            let run = ProcessRunner.run(toolchain.swiftc, arguments + files[library.module]!.map(\.path), directory: work, timeout: 900, isolated: isolation)
            guard run.status == 0 else { throw HarnessError("building \(library.module) failed:\n\(run.stderr)") }
        }
        try waitForMacros()
    }
}
