@testable import CourseCheckKit
import Foundation
import Testing

/// Kills `check`, `record` and `accept` at random points (SIGKILL, as a crash, a person or the OOM
/// killer would) and shows that nothing is lost: every expected file whole, the checkout clean,
/// no compiler or scenario left running, no corrupt cache entry. Each test does
/// `COURSECHECK_FAULT_KILLS` kills (default 2, to keep `swift test` short; `scripts/fault-test.sh`
/// runs 50), from the seed `COURSECHECK_FAULT_SEED` (default: the clock, printed).
@Suite("Faults: kills at random points", .serialized, .enabled(if: FaultFixture.program != nil))
struct KillTests {
    static let kills = Configuration.Tests.faultKills ?? 2
    static let seed = Configuration.Tests.faultSeed ?? UInt64(Date().timeIntervalSince1970 * 1000)

    @Test func killingCheckLosesNothing() async throws {
        try await offThePool { try Self().killingCheckLosesNothingNow() }
    }

    func killingCheckLosesNothingNow() throws {
        let fixture = try FaultFixture.make()
        defer { fixture.remove() }
        var random = SeededRandom(seed: Self.seed)
        let first = fixture.run(["check", "--jobs", "2"])
        try #require(first.status == 0, "a cold check of the fixture passes: \(first.stdout) \(first.stderr)")
        // Kill within what a round takes: part of the cache forgotten, the kit kept.
        fixture.forget(using: &random, kit: false)
        let typical = fixture.run(["check", "--jobs", "2"])
        let span = max(typical.seconds, 0.5)
        var killed = 0
        var round = 0
        // Until `kills` kills (a run that ends before its kill time does not count), or three
        // times as many tries.
        while killed < Self.kills, round < Self.kills * 3 {
            defer { round += 1 }
            fixture.forget(using: &random, kit: round % 5 == 0)
            if try fixture.runAndKill(["check", "--jobs", "2"], after: random.seconds(upTo: span)) { killed += 1 }
            let status = try fixture.status()
            #expect(status == "", "round \(round) (seed \(Self.seed)): the checkout is clean: \(status)")
            #expect(fixture.leftoverProcesses() == [], "round \(round) (seed \(Self.seed)): every compiler and program ended with the harness")
            #expect(fixture.corruptEntries() == [], "round \(round) (seed \(Self.seed))")
        }
        let last = fixture.run(["check", "--jobs", "2"])
        #expect(last.status == 0 && last.stdout.contains("3 scenarios: 3 pass"), "\(last.stdout)")
        #expect(fixture.corruptEntries() == [])
        print("fault test (seed \(Self.seed)): check killed \(killed) times in \(round) tries, at random points within \(String(format: "%.1f", span)) s")
    }

    /// The pending files a finished `record --all` writes, by path.
    func pending(_ fixture: FaultFixture) -> [String: String] {
        var found: [String: String] = [:]
        for path in fixture.committed.keys {
            if let text = try? String(contentsOf: fixture.root.appendingPathComponent(path + ExpectedFile.pendingSuffix), encoding: .utf8) {
                found[path + ExpectedFile.pendingSuffix] = text
            }
        }
        return found
    }

    func removePending(_ fixture: FaultFixture) {
        for path in fixture.committed.keys { try? FileManager.default.removeItem(at: fixture.root.appendingPathComponent(path + ExpectedFile.pendingSuffix)) }
    }

    @Test func killingRecordLosesNothing() async throws {
        try await offThePool { try Self().killingRecordLosesNothingNow() }
    }

    func killingRecordLosesNothingNow() throws {
        let fixture = try FaultFixture.make()
        defer { fixture.remove() }
        var random = SeededRandom(seed: Self.seed &+ 1)
        let whole = fixture.run(["record", "--all"])
        try #require(whole.status == 0, "\(whole.stdout) \(whole.stderr)")
        let reference = pending(fixture)
        try #require(reference.count == fixture.committed.count)
        removePending(fixture)
        let warm = fixture.run(["record", "--all"])
        removePending(fixture)
        var killed = 0, round = 0
        while killed < Self.kills, round < Self.kills * 3 {
            defer { round += 1 }
            if round % 3 == 0 { fixture.forget(using: &random, kit: false) }
            if try fixture.runAndKill(["record", "--all"], after: random.seconds(upTo: max(warm.seconds, 0.3))) { killed += 1 }
            for (path, text) in fixture.committed {
                #expect(try String(contentsOf: fixture.root.appendingPathComponent(path), encoding: .utf8) == text, "round \(round): \(path) untouched")
            }
            for (path, text) in pending(fixture) {
                #expect(text == reference[path], "round \(round) (seed \(Self.seed &+ 1)): \(path) is whole")
            }
            let status = try fixture.status()
            #expect(status == "", "round \(round): the checkout is clean: \(status)")
            removePending(fixture)
        }
        print("fault test (seed \(Self.seed &+ 1)): record killed \(killed) times in \(round) tries")
    }

    @Test func killingAcceptLosesNothing() async throws {
        try await offThePool { try Self().killingAcceptLosesNothingNow() }
    }

    func killingAcceptLosesNothingNow() throws {
        let fixture = try FaultFixture.make()
        defer { fixture.remove() }
        var random = SeededRandom(seed: Self.seed &+ 2)
        let replacement = fixture.committed.mapValues { "# accepted\n" + $0 }
        // How long a whole accept takes, to kill within it.
        for (path, text) in replacement {
            try text.write(to: fixture.root.appendingPathComponent(path + ExpectedFile.pendingSuffix), atomically: true, encoding: .utf8)
        }
        let whole = fixture.run(["accept"])
        try #require(whole.status == 0)
        try fixture.git(["checkout", "-q", "--", "expected"])
        var killed = 0, round = 0
        while killed < Self.kills, round < Self.kills * 3 {
            defer { round += 1 }
            for (path, text) in replacement {
                try text.write(to: fixture.root.appendingPathComponent(path + ExpectedFile.pendingSuffix), atomically: true, encoding: .utf8)
            }
            if try fixture.runAndKill(["accept"], after: random.seconds(upTo: whole.seconds)) { killed += 1 }
            var accepted: [String] = []
            for (path, text) in fixture.committed {
                let now = try String(contentsOf: fixture.root.appendingPathComponent(path), encoding: .utf8)
                let pendingLeft = FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent(path + ExpectedFile.pendingSuffix).path)
                if now == replacement[path] {
                    #expect(!pendingLeft, "round \(round): \(path) accepted, its .new gone")
                    accepted.append(path)
                } else {
                    #expect(now == text, "round \(round) (seed \(Self.seed &+ 2)): \(path) is the old file or the new one, whole")
                    #expect(pendingLeft, "round \(round): \(path) not accepted, its .new kept")
                }
            }
            let status = try fixture.status().split(separator: "\n").map(String.init).sorted()
            #expect(status == accepted.sorted().map { " M \($0)" }, "round \(round): only accepted files changed")
            try fixture.git(["checkout", "-q", "--", "expected"])
            removePending(fixture)
        }
        print("fault test (seed \(Self.seed &+ 2)): accept killed \(killed) times in \(round) tries")
    }

    @Test func aCorruptEntryOfEachKindIsRebuiltByCheck() async throws {
        try await offThePool { try Self().aCorruptEntryOfEachKindIsRebuiltByCheckNow() }
    }

    func aCorruptEntryOfEachKindIsRebuiltByCheckNow() throws {
        let fixture = try FaultFixture.make()
        defer { fixture.remove() }
        try #require(fixture.run(["check"]).status == 0)
        let store = CacheStore(root: fixture.cache)
        // Truncate one file of every entry of every kind, the way a killed writer or a full disk would.
        var truncated = 0
        for kind in CacheStore.Kind.allCases {
            for key in store.keys(kind: kind) {
                let folder = store.directory(for: key, kind: kind)
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != CacheManifest.fileName }.sorted()
                guard let file = files.first(where: { $0 == "scenario" || $0.hasPrefix("libSwiftUIModel.") }) ?? files.first else { continue }
                let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(file))
                try handle.truncate(atOffset: 7)
                try handle.close()
                truncated += 1
            }
        }
        #expect(truncated >= 9, "a kit, a toolchain, a kit key, three compiles and three runs")
        let again = fixture.run(["check"])
        #expect(again.status == 0 && again.stdout.contains("3 scenarios: 3 pass"), "\(again.stdout) \(again.stderr)")
        #expect(again.stderr.contains("linked from swift build's objects") || again.stderr.contains("compiled with swiftc"), "the kit was made again")
        #expect(fixture.corruptEntries() == [])
    }
}

@Suite("Faults: concurrent runs sharing one cache", .serialized, .enabled(if: FaultFixture.program != nil))
struct ConcurrentRunTests {
    /// 2 runs in `swift test`; 2 and 4 with `COURSECHECK_FAULT_KILLS` set (`scripts/fault-test.sh`).
    static let counts = Configuration.Tests.faultKills == nil ? [2] : [2, 4]

    @Test(arguments: counts)
    func concurrentRunsBuildTheKitOnceAndAgree(runs: Int) async throws {
        try await offThePool { try Self().concurrentRuns(runs) }
    }

    func concurrentRuns(_ runs: Int) throws {
        let fixture = try FaultFixture.make()
        defer { fixture.remove() }
        let outcomes = Locked([ProcessRunner.Finished?](repeating: nil, count: runs))
        let group = DispatchGroup()
        for index in 0..<runs {
            group.enter()
            Thread.detachNewThread {
                let outcome = fixture.run(["check", "--jobs", "1"])
                outcomes.withLock { $0[index] = outcome }
                group.leave()
            }
        }
        group.wait()
        let all = outcomes.current.compactMap { $0 }
        #expect(all.count == runs)
        for outcome in all { #expect(outcome.status == 0 && outcome.stdout.contains("3 scenarios: 3 pass"), "\(outcome.stdout)") }
        let builds = all.filter { $0.stderr.contains("linked from swift build's objects") || $0.stderr.contains("compiled with swiftc") }
        #expect(builds.count == 1, "one of \(runs) runs made the kit; the others waited for it")
        #expect(fixture.corruptEntries() == [])
        #expect(try fixture.status() == "")
    }
}
