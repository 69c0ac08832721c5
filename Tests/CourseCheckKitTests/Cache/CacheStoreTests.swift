@testable import CourseCheckKit
import Foundation
import Testing

@Suite("A cache that verifies what it reuses")
struct CacheStoreTests {
    func store() -> CacheStore {
        CacheStore(root: FileManager.default.temporaryDirectory.appendingPathComponent("cache-test-\(UUID().uuidString)"))
    }

    /// An entry as each kind holds it: a result, and for a compile its program, for a kit its
    /// libraries and modules.
    func entry(_ cache: CacheStore, kind: CacheStore.Kind, key: String) throws -> [String] {
        let work = try cache.temporaryDirectory(kind: kind)
        var files = ["result.json"]
        CacheStore.writeJSON(["value": key], to: work.appendingPathComponent("result.json"))
        switch kind {
        case .scenarios: files.append("scenario")
        case .kit: files += ["libSwiftUIModel.so", "SwiftUIModel.swiftmodule"]
        default: break
        }
        for file in files.dropFirst() {
            try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: work.appendingPathComponent(file))
        }
        _ = cache.commit(work, key: key, kind: kind)
        return files
    }

    @Test(arguments: CacheStore.Kind.allCases)
    func aTruncatedFileOfEveryKindIsDetectedAndTheEntryRemoved(kind: CacheStore.Kind) throws {
        let cache = store()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let files = try entry(cache, kind: kind, key: "k1")
        #expect(cache.read([String: String].self, key: "k1", kind: kind) == ["value": "k1"])
        for file in files {
            _ = try entry(cache, kind: kind, key: "k1")
            let url = cache.directory(for: "k1", kind: kind).appendingPathComponent(file)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 10)
            try handle.close()
            #expect(cache.problem(key: "k1", kind: kind) == "\(file) is not what was written")
            #expect(cache.verified(key: "k1", kind: kind) == nil)
            #expect(!FileManager.default.fileExists(atPath: cache.directory(for: "k1", kind: kind).path), "a corrupt entry is removed")
        }
    }

    @Test func missingFilesAddedFilesAndOtherKeysAreCaught() throws {
        let cache = store()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        _ = try entry(cache, kind: .scenarios, key: "a")
        let folder = cache.directory(for: "a", kind: .scenarios)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("scenario"))
        #expect(cache.problem(key: "a", kind: .scenarios) == "scenario is missing")

        _ = try entry(cache, kind: .scenarios, key: "b")
        try Data("x".utf8).write(to: cache.directory(for: "b", kind: .scenarios).appendingPathComponent("stray"))
        #expect(cache.problem(key: "b", kind: .scenarios) == "stray was added")

        _ = try entry(cache, kind: .runs, key: "c")
        try FileManager.default.moveItem(at: cache.directory(for: "c", kind: .runs), to: cache.directory(for: "d", kind: .runs))
        #expect(cache.problem(key: "d", kind: .runs) == "the manifest of another key (c)")

        _ = try entry(cache, kind: .runs, key: "e")
        try FileManager.default.removeItem(at: cache.directory(for: "e", kind: .runs).appendingPathComponent(CacheManifest.fileName))
        #expect(cache.problem(key: "e", kind: .runs) == "no manifest", "an entry of an older harness, or cut before it was sealed")
        #expect(cache.read([String: String].self, key: "e", kind: .runs) == nil)
    }

    @Test func aSoundEntryIsKeptAndACorruptOneReplaced() throws {
        let cache = store()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        cache.write("first", key: "k", kind: .runs)
        cache.write("second", key: "k", kind: .runs)
        #expect(cache.read(String.self, key: "k", kind: .runs) == "first", "another process got there first with a sound entry")
        try Data("{".utf8).write(to: cache.directory(for: "k", kind: .runs).appendingPathComponent("result.json"))
        cache.write("third", key: "k", kind: .runs)
        #expect(cache.read(String.self, key: "k", kind: .runs) == "third")
        #expect(cache.keys(kind: .runs) == ["k"])
    }

    @Test func staleTemporaryFoldersAreRemovedAndFreshOnesKept() throws {
        let cache = store()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let old = try cache.temporaryDirectory(kind: .scenarios)
        let fresh = try cache.temporaryDirectory(kind: .runs)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -CacheStore.staleAge - 60)], ofItemAtPath: old.path)
        #expect(cache.removeStaleTemporaries() == 1)
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test func anEditThatKeepsSizeAndModificationTimeIsNotTrusted() throws {
        let cache = store()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        cache.write(["verdict": "fail"], key: "run", kind: .runs)
        #expect(cache.read([String: String].self, key: "run", kind: .runs) == ["verdict": "fail"], "a first read checks it in full and leaves its stamps")
        let file = cache.directory(for: "run", kind: .runs).appendingPathComponent("result.json")
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as! Date
        // The same size, in place (same inode), and the modification time put back.
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "fail", with: "pass")
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
        #expect(cache.read([String: String].self, key: "run", kind: .runs) == nil, "the status-change time moved: checked again in full, and discarded")
    }

    @Test func onlyRunsThatEndedOnTheirOwnAreKept() {
        func finished(status: Int32, signalled: Bool, timedOut: Bool = false, flood: Bool = false, stop: String? = nil) -> ProcessRunner.Finished {
            var finished = ProcessRunner.Finished(status: status, wasSignalled: signalled, timedOut: timedOut, stdout: "", stderr: "",
                                                outputTruncated: flood, seconds: 0)
            finished.stoppedForFlood = flood
            finished.stopReason = stop
            return finished
        }
        var wallClock = finished(status: SIGKILL, signalled: true, timedOut: true)
        wallClock.timedOutOnWallClock = true
        #expect(!wallClock.endedOnItsOwn, "a time-out on the wall clock depends on the machine")
        #expect(finished(status: SIGKILL, signalled: true, timedOut: true).endedOnItsOwn, "a time-out on the program's own clock (RunWatch) is its own doing")
        var atLimit = finished(status: SIGKILL, signalled: true, stop: "stopped: process limit of 256 reached")
        atLimit.stoppedAtProcessLimit = true
        #expect(atLimit.endedOnItsOwn, "stopped at its process limit: its own doing")
        var refused = finished(status: 0, signalled: false, stop: "not run: …")
        refused.notStarted = true
        #expect(!refused.endedOnItsOwn, "the sandbox refused to start it")
        #expect(finished(status: 0, signalled: false).endedOnItsOwn)
        #expect(finished(status: SIGILL, signalled: true).endedOnItsOwn, "a trap is the program's own verdict")
        #expect(finished(status: SIGKILL, signalled: true, flood: true).endedOnItsOwn, "stopped by the flood guard: its own doing")
        #expect(!finished(status: SIGKILL, signalled: true).endedOnItsOwn, "killed from outside (the OOM killer, a person)")
        #expect(!finished(status: SIGTERM, signalled: true).endedOnItsOwn)
        #expect(!finished(status: SIGXCPU, signalled: true, stop: "stopped: CPU time limit of 60 s reached").endedOnItsOwn)
    }

    @Test func cacheLocksExcludeEachOther() throws {
        let cache = store()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let inside = Locked(0), most = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            CacheLock.withLock(cache, "kit-x") {
                let now = inside.withLock { $0 += 1; return $0 }
                most.withLock { $0 = max($0, now) }
                Thread.sleep(forTimeInterval: 0.05)
                inside.withLock { $0 -= 1 }
            }
        }
        #expect(most.current == 1)
    }
}
