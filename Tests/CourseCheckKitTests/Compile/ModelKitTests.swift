@testable import CourseCheckKit
import Foundation
import Testing

@Suite("The model kit")
struct ModelKitTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/M"), withIntermediateDirectories: true)
        return folder
    }

    @Test func theKeyIsTheContentsNotWhereTheCheckoutLives() throws {
        let a = try Self.folder(), b = try Self.folder()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        for root in [a, b] { try "struct A {}".write(to: root.appendingPathComponent("Sources/M/A.swift"), atomically: true, encoding: .utf8) }
        func key(_ root: URL) -> String {
            ModelKit.key(compilerVersion: "6.3", files: ["M": [root.appendingPathComponent("Sources/M/A.swift")]],
                         sourcesRoot: root.appendingPathComponent("Sources"))
        }
        #expect(key(a) == key(b))
        #expect(key(a) != ModelKit.key(compilerVersion: "6.4", files: ["M": [a.appendingPathComponent("Sources/M/A.swift")]],
                                       sourcesRoot: a.appendingPathComponent("Sources")))
        try "struct B {}".write(to: b.appendingPathComponent("Sources/M/A.swift"), atomically: true, encoding: .utf8)
        #expect(key(a) != key(b))
    }

    @Test func scenarioFlagsForTheKeyNameTheKitByItsKey() {
        let kit = ModelKit(directory: URL(fileURLWithPath: "/somewhere/cache/kit/abc"), key: "abc")
        #expect(kit.scenarioFlags.contains("/somewhere/cache/kit/abc"))
        #expect(!kit.scenarioFlagsForKey.joined(separator: " ").contains("/somewhere"))
        #expect(kit.relativeRunPath == "$ORIGIN/../../kit/abc")
    }

    @Test func oldReleaseConditionsAreFound() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/M/A.swift")
        try "struct A {}\n#if IOS_26_OR_LATER\nstruct B {}\n#endif\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(ModelKit.oldReleaseConditions([file]) == ["A.swift:2"])
    }

    @Test func theModelHasNoReleaseConditionsLeft() throws {
        let root = CourseCheck.findRoot(from: URL(fileURLWithPath: #filePath))!
        let files = try ModelKit.librarySourceFolders(packageRoot: root).flatMap(ModelKit.swiftFiles(in:))
        #expect(ModelKit.oldReleaseConditions(files) == [], "run `swift run coursecheck convert-availability --write`")
    }

    @Test func aRunSettingsReleaseComesFromItsHeader() throws {
        let (_, runs) = try HeaderParser.parse("// claims: L1-A1\n// variant old: platform: iOS 19\n// variant now: locale: en_GB\n", path: "x.swift")
        #expect(runs.map(\.platform) == [PlatformRelease(19), PlatformRelease.current])
        #expect(throws: ScenarioError.self) { try HeaderParser.parse("// claims: L1-A1\n// platform: iOS 12\n", path: "x.swift") }
        #expect(throws: ScenarioError.self) { try HeaderParser.parse("// claims: L1-A1\n// platform: iOS 28\n", path: "x.swift") }
    }

    @Test func theKitIsBuiltOnceUnderParallelUse() throws {
        let started = Locked(0)
        let store = ModelKitStore {
            started.withLock { $0 += 1 }
            Thread.sleep(forTimeInterval: 0.05)
            return ModelKit(directory: URL(fileURLWithPath: "/kits/k"), key: "k")
        }
        #expect(store.built == nil)
        DispatchQueue.concurrentPerform(iterations: 16) { _ in _ = try? store.kit() }
        #expect(started.current == 1)
        #expect(store.built?.key == "k")
    }

    @Test func aFailedBuildIsReportedAndNotRetried() {
        let attempts = Locked(0)
        let store = ModelKitStore {
            attempts.withLock { $0 += 1 }
            throw HarnessError("no kit")
        }
        #expect(throws: HarnessError.self) { try store.kit() }
        #expect(throws: HarnessError.self) { try store.kit() }
        #expect(attempts.current == 1)
    }
}

/// `ModelKit.libraries` builds what Package.swift declares: the same modules, in an order that
/// builds each after what it depends on, with the same dependencies.
@Suite("The kit's libraries")
struct ModelKitLibrariesTests {
    static let packageManifest: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// `.target(name: "X", dependencies: ["A", "B"]…)` → X: [A, B].
    static func declaredTargets() -> [String: [String]] {
        var result: [String: [String]] = [:]
        let pattern = #/\.target\(name: "([A-Za-z]+)"(?:, dependencies: \[([^\]]*)\])?/#
        for match in packageManifest.matches(of: pattern) {
            let dependencies = match.2.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } } ?? []
            result[String(match.1)] = dependencies.filter { !$0.isEmpty }
        }
        return result
    }

    @Test func everyKitLibraryIsAPackageTargetWithTheSameDependencies() {
        let targets = Self.declaredTargets()
        #expect(!targets.isEmpty)
        for library in ModelKit.libraries {
            #expect(targets[library.module] == library.dependencies, "\(library.module)")
        }
    }

    /// The other way: every library target of the manifest that the model is made of (the kit's
    /// protocol, and the `…Model` targets) is in the kit, so a new model library cannot be left out.
    @Test func everyModelTargetOfThePackageIsAKitLibrary() {
        let kit = Set(ModelKit.libraries.map(\.module))
        let modelTargets = Self.declaredTargets().keys.filter { $0.hasSuffix("Model") || $0 == ModelKit.protocolModule }
        #expect(modelTargets.count >= 8)
        for target in modelTargets {
            #expect(kit.contains(target), "\(target) is a model target of Package.swift but not a library of the kit")
        }
    }

    /// Every stand-in for an Apple module is a kit library, and scenarios import it by Apple's name.
    @Test func standInsAreAliasedToApplesNames() {
        let flags = ModelKit.scenarioFlags(kitPath: "/kit", macroPlugin: "/kit/plugin.so")
        for standIn in ModelKit.appleModuleStandIns {
            #expect(ModelKit.libraries.contains { $0.module == standIn.library })
            #expect(flags.contains("\(standIn.apple)=\(standIn.library)"))
        }
    }

    @Test func librariesComeAfterWhatTheyDependOn() {
        var built: Set<String> = []
        for library in ModelKit.libraries {
            #expect(library.dependencies.allSatisfy(built.contains), "\(library.module)")
            built.insert(library.module)
        }
    }
}
