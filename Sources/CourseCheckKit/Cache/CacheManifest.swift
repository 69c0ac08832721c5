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
    ///
    /// Hashing a kit's 10 MB on every use would be a warm run's largest cost, so a full check
    /// leaves the stamps (`FileStamp`: size, modification and status-change times, inode) of the
    /// files it checked beside the entry (`.verified-<key>`), and a later check whose stamps are
    /// the same trusts that check, as git's index and build tools do: a file truncated, rewritten
    /// or replaced since has another size, time or inode, and an edit that puts the modification
    /// time back still moves the status-change time. (Damage below the file system, which changes
    /// none of them, is not caught.)
    static func check(_ folder: URL, key: String) -> String? {
        let stamps = stamps(folder)
        let record = verifiedRecord(folder, key: key)
        if let stamps, let recorded = try? String(contentsOf: record, encoding: .utf8), recorded == stamps { return nil }
        let problem = fullCheck(folder, key: key)
        if problem == nil, let stamps {
            let temporary = record.deletingLastPathComponent().appendingPathComponent(".tmp-\(UUID().uuidString)")
            if (try? stamps.write(to: temporary, atomically: false, encoding: .utf8)) != nil, rename(temporary.path, record.path) != 0 {
                try? FileManager.default.removeItem(at: temporary)
            }
        } else if problem != nil {
            try? FileManager.default.removeItem(at: record)
        }
        return problem
    }

    /// Where a full check's stamps are kept: beside the entry, a dot file that is not an entry.
    static func verifiedRecord(_ folder: URL, key: String) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(".verified-\(key)")
    }

    /// The stamps of every file of the entry (the manifest included), in path order; nil when
    /// the folder cannot be read.
    static func stamps(_ folder: URL) -> String? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return nil }
        var lines: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var info = stat()
            let path = folder.path + "/" + relative
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            lines.append("\(relative) \(FileStamp.fields(info))")
        }
        return lines.sorted().joined(separator: "\n")
    }

    static func fullCheck(_ folder: URL, key: String) -> String? {
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
