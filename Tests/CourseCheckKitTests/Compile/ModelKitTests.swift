@testable import CourseCheckKit
import Foundation
import Testing

@Suite("Model kits per iOS release")
struct ModelKitTests {
    @Test func conditionsRunFromTheFloorUpToTheRelease() {
        #expect(PlatformRelease(15).compilationConditions == ["IOS_13_OR_LATER", "IOS_14_OR_LATER", "IOS_15_OR_LATER"])
        #expect(PlatformRelease(13).compilationConditions == ["IOS_13_OR_LATER"])
        #expect(PlatformRelease(12).compilationConditions.isEmpty)
        let later = PlatformRelease(31).compilationConditions
        #expect(later.count == 31 - PlatformRelease.floor + 1)
        #expect(later.last == "IOS_31_OR_LATER")
        #expect(PlatformRelease(20) < PlatformRelease(21))
    }

    @Test func everyKitFlagIsADefine() {
        let flags = ModelKit.conditionFlags(PlatformRelease(14))
        #expect(flags == ["-D", "COURSECHECK_KIT", "-D", "IOS_13_OR_LATER", "-D", "IOS_14_OR_LATER"])
    }

    @Test func theGeneratedFileNamesTheRelease() {
        #expect(PlatformRelease(19).sdkSource.contains("public static let sdkMajorVersion = 19"))
        #expect(PlatformRelease(19).sdkSource.contains("extension ModelSettings"))
    }

    @Test func theKeyDependsOnTheRelease() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try "struct A {}".write(to: file, atomically: true, encoding: .utf8)
        let files = ["M": [file]]
        let a = ModelKit.key(compilerVersion: "6.3", platform: PlatformRelease(24), files: files)
        let b = ModelKit.key(compilerVersion: "6.3", platform: PlatformRelease(25), files: files)
        #expect(a != b)
        #expect(a == ModelKit.key(compilerVersion: "6.3", platform: PlatformRelease(24), files: files))
        try "struct B {}".write(to: file, atomically: true, encoding: .utf8)
        #expect(a != ModelKit.key(compilerVersion: "6.3", platform: PlatformRelease(24), files: files))
    }

    @Test func aRunSettingsReleaseComesFromItsHeader() throws {
        let (_, runs) = try HeaderParser.parse("// claims: L1-A1\n// variant old: platform: iOS 19\n// variant now: locale: en_GB\n", path: "x.swift")
        #expect(runs.map(\.platform) == [PlatformRelease(19), PlatformRelease.current])
        #expect(throws: ScenarioError.self) { try HeaderParser.parse("// claims: L1-A1\n// platform: iOS 12\n", path: "x.swift") }
    }

    private static func fakeKit(_ platform: PlatformRelease) -> ModelKit {
        ModelKit(directory: URL(fileURLWithPath: "/kits/\(platform.majorVersion)"), key: "k\(platform.majorVersion)", platform: platform)
    }

    @Test func eachReleaseIsBuiltOnceUnderParallelUse() throws {
        let started = Locked<[Int]>([])
        let store = ModelKitStore { platform in
            started.withLock { $0.append(platform.majorVersion) }
            Thread.sleep(forTimeInterval: 0.05)
            return Self.fakeKit(platform)
        }
        let releases = [24, 25, 24, 24, 25, 31, 24, 25]
        let kits = Locked([ModelKit?](repeating: nil, count: releases.count * 4))
        DispatchQueue.concurrentPerform(iterations: releases.count * 4) { index in
            let kit = try? store.kit(for: PlatformRelease(releases[index % releases.count]))
            kits.withLock { $0[index] = kit }
        }
        #expect(started.current.sorted() == [24, 25, 31])
        for (index, kit) in kits.current.enumerated() {
            #expect(kit?.platform.majorVersion == releases[index % releases.count])
        }
        #expect(store.platforms == [PlatformRelease(24), PlatformRelease(25), PlatformRelease(31)])
        #expect(store.builds.current.values.allSatisfy { $0 == 1 })
    }

    @Test func nothingIsBuiltUntilAReleaseIsAskedFor() throws {
        let store = ModelKitStore { Self.fakeKit($0) }
        #expect(store.platforms.isEmpty)
        _ = try store.kit(for: PlatformRelease(22))
        #expect(store.platforms == [PlatformRelease(22)])
    }

    @Test func aFailedBuildIsReportedAndNotRetried() {
        let attempts = Locked(0)
        let store = ModelKitStore { platform in
            attempts.withLock { $0 += 1 }
            if platform.majorVersion == 20 { throw HarnessError("no kit for 20") }
            return Self.fakeKit(platform)
        }
        #expect(throws: HarnessError.self) { try store.kit(for: PlatformRelease(20)) }
        #expect(throws: HarnessError.self) { try store.kit(for: PlatformRelease(20)) }
        #expect(attempts.current == 1)
        #expect((try? store.kit(for: PlatformRelease(21)))?.key == "k21")
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

    @Test func librariesComeAfterWhatTheyDependOn() {
        var built: Set<String> = []
        for library in ModelKit.libraries {
            #expect(library.dependencies.allSatisfy(built.contains), "\(library.module)")
            built.insert(library.module)
        }
    }
}
