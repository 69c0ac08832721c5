@testable import CourseCheckKit
import Foundation
import Testing

@Suite("Configuration from the environment")
struct ConfigurationTests {
    static func error(_ environment: [String: String]) -> String? {
        do { _ = try Configuration(environment: environment); return nil } catch { return error.description }
    }

    @Test func anEmptyEnvironmentGivesTheDefaults() throws {
        let configuration = try Configuration(environment: [:])
        #expect(configuration == Configuration())
        #expect(configuration.timeZone == "America/Los_Angeles")
        #expect(configuration.cacheFolder == nil)
        #expect(configuration.isolated)
    }

    @Test func valuesAreTyped() throws {
        let configuration = try Configuration(environment: ["COURSECHECK_CACHE": "/tmp/c", "COURSECHECK_TZ": "Europe/Oslo", "COURSECHECK_ISOLATION": "off",
                                                            "GITHUB_ACTIONS": "true", "CI": "1", "SWIFTC": "sh", "PATH": "/usr/bin:/bin"])
        #expect(configuration.cacheFolder == "/tmp/c")
        #expect(configuration.timeZone == "Europe/Oslo")
        #expect(!configuration.isolated)
        #expect(configuration.githubActions && configuration.ci)
        #expect(configuration.swiftc == "/usr/bin/sh")
    }

    /// The issue's silent fallbacks are errors that name the variable.
    @Test(arguments: [
        (["SWIFTC": "/nonexistent"], "SWIFTC=/nonexistent: no such file"),
        (["SWIFTC": "/etc"], "SWIFTC=/etc: it is not an executable program"),
        (["SWIFTC": "no-such-swiftc", "PATH": "/usr/bin"], "SWIFTC=no-such-swiftc: no program of that name on PATH"),
        (["COURSECHECK_TZ": "Not/AZone"], "COURSECHECK_TZ=Not/AZone: no such time zone"),
        (["COURSECHECK_CACHE": ""], "COURSECHECK_CACHE=(empty): it is set but empty; give a value, or unset it for the default (.build/coursecheck in the checkout)"),
        (["COURSECHECK_ISOLATION": "offf"], "COURSECHECK_ISOLATION=offf: it is `on` or `off`"),
        (["COURSECHECK_COMPILE_LOG": ""], "COURSECHECK_COMPILE_LOG=(empty)"),
    ])
    func aValueTheHarnessCannotUseIsAnError(_ environment: [String: String], _ message: String) {
        #expect(Self.error(environment)?.hasPrefix(message) == true, "\(Self.error(environment) ?? "accepted")")
    }

    @Test func theHelpListsEveryVariable() {
        let help = CommandHelp.environment
        for variable in Configuration.variables { #expect(help.contains(variable.name)) }
        #expect(Set(Configuration.variables.map(\.name)).count == Configuration.variables.count)
    }

    /// Library code and tests read the environment only through `Configuration`: no lookup by
    /// name anywhere else in the harness, its command line or their tests.
    @Test func nothingElseReadsTheEnvironmentByName() throws {
        let root = FaultFixture.packageRoot
        let folders = ["Sources/CourseCheckKit", "Sources/coursecheck", "Tests/CourseCheckKitTests", "Tests/CourseTests"]
        let reads = ["processInfo.environment[", "getenv(", "environment[\"COURSECHECK", "environment[\"SWIFTC", "environment[\"GITHUB",
                     "environment[\"CI\"", "environment[\"PATH\""]
        var offenders: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") && !path.hasSuffix("Configuration/Configuration.swift")
                && !path.hasSuffix("ConfigurationTests.swift") {
                let text = try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(path), encoding: .utf8)
                // The generated test driver's source reads the run's channel in the scenario's program.
                for (number, line) in text.split(separator: "\n").enumerated() where reads.contains(where: { line.contains($0) })
                    && !line.contains("arguments.xunitOutput") {
                    offenders.append("\(folder)/\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test func aCacheTheHarnessCannotWriteIsAUsageErrorInPlainWords() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let file = base.appendingPathComponent("file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: HarnessError.self) { try CacheStore(root: file).prepare() }
        do { try CacheStore(root: file).prepare(named: "COURSECHECK_CACHE") } catch {
            #expect("\(error)" == "the cache (COURSECHECK_CACHE=\(file.path)) is a file, not a folder: name a folder, or remove the file")
        }
        do { try CacheStore(root: file.appendingPathComponent("sub")).prepare() } catch {
            #expect("\(error)".hasSuffix("a part of the path is a file, not a folder"))
        }
        #expect(CacheStore.plainWords(errno: ENOSPC) == "the disk is full")
        #expect(CacheStore.plainWords(errno: EROFS) == "the disk is read-only")
        #expect(CacheStore.plainWords(CocoaError(.fileWriteVolumeReadOnly)) == "the disk is read-only")
        try CacheStore(root: base.appendingPathComponent("made/here")).prepare()
        #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent("made/here").path))
    }
}
