import Foundation

/// The model kit of one harness: made the first time a scenario asks for it and kept (a failed
/// build too, so it is reported once per run rather than retried by every scenario). One kit
/// serves every iOS release (`ModelKit`).
///
/// Safe under parallel use: callers wait for one build.
final class ModelKitStore: @unchecked Sendable {
    typealias Builder = @Sendable () throws -> ModelKit

    private let builder: Builder
    private let lock = NSLock()
    private var result: Result<ModelKit, any Error>?
    /// How many builds were started (for tests and the report of what a run cost).
    let builds = Locked(0)

    init(builder: @escaping Builder) { self.builder = builder }

    convenience init(packageRoot: URL, toolchain: Toolchain, cache: CacheStore) {
        self.init { try ModelKit.build(packageRoot: packageRoot, toolchain: toolchain, cache: cache) }
    }

    /// One store per package, cache and compiler in a process, so that every `CourseCheck` of a
    /// `swift test` run (the course's cases and the kit tests) waits for the same build.
    private static let stores = Locked<[String: ModelKitStore]>([:])

    static func shared(packageRoot: URL, toolchain: Toolchain, cache: CacheStore) -> ModelKitStore {
        let key = [packageRoot.standardizedFileURL.path, cache.root.standardizedFileURL.path, toolchain.swiftc].joined(separator: "\n")
        return stores.withLock { stores in
            if let store = stores[key] { return store }
            let store = ModelKitStore(packageRoot: packageRoot, toolchain: toolchain, cache: cache)
            stores[key] = store
            return store
        }
    }

    /// The kit, building it if no one has yet.
    func kit() throws -> ModelKit {
        lock.lock()
        defer { lock.unlock() }
        if result == nil {
            builds.withLock { $0 += 1 }
            result = Result { try builder() }
        }
        return try result!.get()
    }

    /// The kit, if it has been made (not if it failed).
    var built: ModelKit? {
        lock.lock(); defer { lock.unlock() }
        return try? result?.get()
    }
}
