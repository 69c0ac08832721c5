import Foundation

/// The Swift toolchain on this machine: the compiler, and the swift-syntax libraries it ships for
/// macro plugins (`<resource dir>/host`).
public struct Toolchain: Sendable, Codable {
    public let swiftc: String
    public let version: String
    public let hostLibraries: String

    /// The compiler's answers are kept in `cache` under its path, size and modification time
    /// (`FileStamp`): asking it costs two processes, a warm run's largest fixed cost. In one process
    /// they are asked once per compiler.
    public static func find(cache: CacheStore? = nil, configuration: Configuration = .current) throws -> Toolchain {
        let swiftc = try locate("swiftc", configuration)
        let real = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        var stamp = ContentHash()
        stamp.add("swiftc", FileStamp.of(real))
        let key = stamp.hex
        if let known = asked.current[key] { return known }
        if let cache, let known = cache.read(Toolchain.self, key: key, kind: .toolchain), known.swiftc == swiftc {
            asked.withLock { $0[key] = known }
            return known
        }
        let found = try ask(swiftc)
        cache?.write(found, key: key, kind: .toolchain)
        asked.withLock { $0[key] = found }
        return found
    }

    private static let asked = Locked<[String: Toolchain]>([:])

    static func ask(_ swiftc: String) throws -> Toolchain {
        let versionRun = ProcessRunner.run(swiftc, ["--version"], timeout: 60)
        let infoRun = ProcessRunner.run(swiftc, ["-print-target-info"], timeout: 60)
        guard versionRun.status == 0, infoRun.status == 0,
              let info = try? JSONSerialization.jsonObject(with: Data(infoRun.stdout.utf8)) as? [String: Any],
              let paths = info["paths"] as? [String: Any], let resource = paths["runtimeResourcePath"] as? String else {
            throw HarnessError("cannot ask \(swiftc) for its version and resource directory: \(versionRun.stderr)\(infoRun.stderr)")
        }
        let host = URL(fileURLWithPath: resource).appendingPathComponent("host").path
        guard FileManager.default.fileExists(atPath: host + "/libSwiftSyntaxMacros.so") else {
            throw HarnessError("the toolchain has no swift-syntax host libraries at \(host); macros cannot be built")
        }
        return Toolchain(swiftc: swiftc, version: versionRun.stdout.trimmingCharacters(in: .whitespacesAndNewlines), hostLibraries: host)
    }

    /// SWIFTC's compiler (checked by `Configuration`), else the first on PATH.
    private static func locate(_ tool: String, _ configuration: Configuration) throws -> String {
        if let explicit = configuration.swiftc { return explicit }
        for directory in configuration.searchPath {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HarnessError("\(tool) is not on PATH; install a Swift toolchain (6.3 or later)")
    }
}

/// A failure of the harness itself (not of a scenario): exit status 2.
public struct HarnessError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
