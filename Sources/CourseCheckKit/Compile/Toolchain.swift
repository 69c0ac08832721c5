import Foundation

/// The Swift toolchain on this machine: the compiler, and the swift-syntax libraries it ships for
/// macro plugins (`<resource dir>/host`).
public struct Toolchain: Sendable {
    public let swiftc: String
    public let version: String
    public let hostLibraries: String

    /// The toolchain, asked once per process (and per compiler path).
    public static func find() throws -> Toolchain {
        let swiftc = try locate("swiftc")
        return try found.withLock { found in
            Result {
                if let toolchain = found[swiftc] { return toolchain }
                let toolchain = try ask(swiftc)
                found[swiftc] = toolchain
                return toolchain
            }
        }.get()
    }

    private static let found = Locked<[String: Toolchain]>([:])

    private static func ask(_ swiftc: String) throws -> Toolchain {
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

    private static func locate(_ tool: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
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
