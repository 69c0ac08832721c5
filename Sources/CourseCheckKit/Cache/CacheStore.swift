import Foundation

/// A folder of results keyed by content hash. Entries are built in a temporary folder, sealed
/// with a manifest (`CacheManifest`: the entry's key and the size and hash of each of its files)
/// and moved into place, so the CLI and `swift test` can share a cache without seeing
/// half-written entries. Every read checks the manifest first: a corrupt or partial entry (a
/// truncated program, a kit library cut short, a result file half written by a process that was
/// killed) is removed and rebuilt, never used.
public struct CacheStore: Sendable {
    public let root: URL

    /// What the cache keeps, one folder each.
    public enum Kind: String, Sendable, CaseIterable {
        /// A model kit: the model's libraries built for one iOS release.
        case kit
        /// A compiled scenario: the compiler's result and the program.
        case scenarios
        /// A run's result.
        case runs
        /// What the compiler said of itself (version, resource folder), by its file's stamp.
        case toolchain
        /// A model kit's key, by the stamps of its sources: reading and hashing every source of
        /// the model is a warm run's other large fixed cost.
        case kitKeys = "kit-keys"
    }

    /// Where temporary folders start their names: `.tmp-<uuid>`.
    static let temporaryPrefix = ".tmp-"
    /// Temporary folders older than this are a killed process's leftovers (the longest piece of
    /// work, a kit compiled with swiftc, is limited to 900 s per library).
    public static let staleAge: TimeInterval = 6 * 3600

    public init(root: URL) { self.root = root }

    public func directory(for key: String, kind: Kind) -> URL {
        root.appendingPathComponent(kind.rawValue).appendingPathComponent(key)
    }

    /// The entry's folder when it exists and its manifest holds; a corrupt entry is removed.
    public func verified(key: String, kind: Kind) -> URL? {
        let folder = directory(for: key, kind: kind)
        guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
        if CacheManifest.check(folder, key: key) == nil { return folder }
        discard(folder)
        return nil
    }

    /// Why the entry is not usable, or nil when it is (for tests and `clean`).
    func problem(key: String, kind: Kind) -> String? {
        CacheManifest.check(directory(for: key, kind: kind), key: key)
    }

    public func read<T: Decodable>(_ type: T.Type, key: String, kind: Kind) -> T? {
        guard let folder = verified(key: key, kind: kind),
              let data = try? Data(contentsOf: folder.appendingPathComponent("result.json")) else { return nil }
        guard let value = try? JSONDecoder().decode(type, from: data) else {
            // Whole, but not what this harness reads (a type that changed): rebuild it.
            discard(folder)
            return nil
        }
        return value
    }

    public func write<T: Encodable>(_ value: T, key: String, kind: Kind) {
        guard let work = try? temporaryDirectory(kind: kind) else { return }
        Self.writeJSON(value, to: work.appendingPathComponent("result.json"))
        _ = commit(work, key: key, kind: kind)
    }

    static func writeJSON<T: Encodable>(_ value: T, to file: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try? encoder.encode(value).write(to: file, options: .atomic)
    }

    /// Makes a fresh temporary folder to build into, next to where it will be moved.
    public func temporaryDirectory(kind: Kind) throws -> URL {
        let url = root.appendingPathComponent(kind.rawValue).appendingPathComponent(Self.temporaryPrefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Seals a finished folder with its manifest and moves it into place; if another process got
    /// there first with a sound entry, keeps theirs; a corrupt entry in the way is replaced.
    public func commit(_ temporary: URL, key: String, kind: Kind) -> URL {
        let target = directory(for: key, kind: kind)
        do { try CacheManifest.seal(temporary, key: key) } catch {
            try? FileManager.default.removeItem(at: temporary)
            return target
        }
        if verified(key: key, kind: kind) != nil {
            try? FileManager.default.removeItem(at: temporary)
        } else if rename(temporary.path, target.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
        }
        return target
    }

    /// Takes an entry out of view in one step (a rename), then deletes it.
    func discard(_ folder: URL) {
        try? FileManager.default.removeItem(at: CacheManifest.verifiedRecord(folder, key: folder.lastPathComponent))
        let aside = folder.deletingLastPathComponent().appendingPathComponent(Self.temporaryPrefix + "discarded-" + UUID().uuidString)
        if rename(folder.path, aside.path) == 0 { try? FileManager.default.removeItem(at: aside) }
    }

    /// Removes an entry.
    public func remove(key: String, kind: Kind) {
        let folder = directory(for: key, kind: kind)
        if FileManager.default.fileExists(atPath: folder.path) { discard(folder) }
    }

    /// Removes the temporary folders of processes that were killed: those older than `age`.
    /// Returns how many were removed.
    @discardableResult
    public func removeStaleTemporaries(olderThan age: TimeInterval = staleAge) -> Int {
        var removed = 0
        let now = Date()
        for kind in Kind.allCases {
            let folder = root.appendingPathComponent(kind.rawValue)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(Self.temporaryPrefix) {
                let url = folder.appendingPathComponent(name)
                let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? now
                if now.timeIntervalSince(modified) >= age, (try? FileManager.default.removeItem(at: url)) != nil { removed += 1 }
            }
        }
        return removed
    }

    /// Every entry's key of a kind (not the temporary folders).
    func keys(kind: Kind) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(kind.rawValue).path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }
}
