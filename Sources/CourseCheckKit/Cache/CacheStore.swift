import Foundation

/// A folder of results keyed by content hash. Entries are written to a temporary name and moved
/// into place, so the CLI and `swift test` can share a cache without seeing half-written entries.
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

    public init(root: URL) { self.root = root }

    public func directory(for key: String, kind: Kind) -> URL {
        root.appendingPathComponent(kind.rawValue).appendingPathComponent(key)
    }

    public func read<T: Decodable>(_ type: T.Type, key: String, kind: Kind) -> T? {
        let file = directory(for: key, kind: kind).appendingPathComponent("result.json")
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    public func write<T: Encodable>(_ value: T, key: String, kind: Kind) {
        let file = directory(for: key, kind: kind).appendingPathComponent("result.json")
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        Self.writeJSON(value, to: file)
    }

    static func writeJSON<T: Encodable>(_ value: T, to file: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try? encoder.encode(value).write(to: file, options: .atomic)
    }

    /// Makes a fresh temporary folder to build into, next to where it will be moved.
    public func temporaryDirectory(kind: Kind) throws -> URL {
        let url = root.appendingPathComponent(kind.rawValue).appendingPathComponent(".tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Moves a finished folder into place; if another process got there first, keeps theirs.
    public func commit(_ temporary: URL, key: String, kind: Kind) -> URL {
        let target = directory(for: key, kind: kind)
        if FileManager.default.fileExists(atPath: target.path) {
            try? FileManager.default.removeItem(at: temporary)
        } else if (try? FileManager.default.moveItem(at: temporary, to: target)) == nil {
            try? FileManager.default.removeItem(at: temporary)
        }
        return target
    }
}
