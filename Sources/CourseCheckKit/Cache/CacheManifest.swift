import Foundation

/// What a cache entry holds, written last into it before it is moved into place: its key (the
/// hash of its inputs) and, for each of its files, the size and SHA-256 of its contents. An entry
/// whose manifest is missing, names another key, or does not match its files is not used.
struct CacheManifest: Codable, Equatable {
    static let fileName = "manifest.json"
    /// Bump when the manifest's form changes.
    static let version = 1

    var version: Int
    var key: String
    /// Path inside the entry → `size sha256`.
    var files: [String: String]

    /// Writes the manifest of every regular file under `folder`.
    static func seal(_ folder: URL, key: String) throws {
        let manifest = CacheManifest(version: version, key: key, files: try fingerprints(folder))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(manifest).write(to: folder.appendingPathComponent(fileName))
    }

    /// Nil when the entry is sound; else what is wrong with it.
    static func check(_ folder: URL, key: String) -> String? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)) else { return "no manifest" }
        guard let manifest = try? JSONDecoder().decode(CacheManifest.self, from: data) else { return "an unreadable manifest" }
        guard manifest.version == version else { return "a manifest of another version" }
        guard manifest.key == key else { return "the manifest of another key (\(manifest.key))" }
        guard let found = try? fingerprints(folder) else { return "unreadable files" }
        for (path, fingerprint) in manifest.files.sorted(by: { $0.key < $1.key }) where found[path] != fingerprint {
            return found[path] == nil ? "\(path) is missing" : "\(path) is not what was written"
        }
        if let extra = found.keys.sorted().first(where: { manifest.files[$0] == nil }) { return "\(extra) was added" }
        return nil
    }

    /// `size sha256` of every regular file under `folder` but the manifest, by relative path.
    static func fingerprints(_ folder: URL) throws -> [String: String] {
        let base = folder.standardizedFileURL.path + "/"
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var result: [String: String] = [:]
        while let relative = enumerator.nextObject() as? String {
            guard relative != fileName else { continue }
            let path = base + relative
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            result[relative] = "\(data.count) \(SHA256.digest(data).map { String(format: "%02x", $0) }.joined())"
        }
        return result
    }
}
