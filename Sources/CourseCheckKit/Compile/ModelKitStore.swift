import Foundation

/// The model kits of one harness, one per iOS release a checked scenario targets, each built the
/// first time a scenario asks for it and kept (a failed build too, so it is reported once per run
/// rather than retried by every scenario).
///
/// Safe under parallel use: the table's lock is held only to find or add a release's slot; the
/// build runs under that slot's own lock, so callers for the same release wait for one build while
/// a build for another release goes on beside it.
final class ModelKitStore: @unchecked Sendable {
    typealias Builder = @Sendable (PlatformRelease) throws -> ModelKit

    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<ModelKit, any Error>?
    }

    private let builder: Builder
    private let slots = Locked<[PlatformRelease: Slot]>([:])
    /// How many builds were started, by release (for tests and the report of what a run cost).
    let builds = Locked<[PlatformRelease: Int]>([:])

    init(builder: @escaping Builder) { self.builder = builder }

    convenience init(packageRoot: URL, toolchain: Toolchain, cache: CacheStore) {
        self.init { platform in
            try ModelKit.build(packageRoot: packageRoot, toolchain: toolchain, cache: cache, platform: platform)
        }
    }

    /// One store per package, cache and compiler in a process, so that every `CourseCheck` of a
    /// `swift test` run (the course's cases and the kit tests) waits for the same builds.
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

    /// The kit for `platform`, building it if no one has yet.
    func kit(for platform: PlatformRelease) throws -> ModelKit {
        let slot = slots.withLock { table -> Slot in
            if let slot = table[platform] { return slot }
            let slot = Slot()
            table[platform] = slot
            return slot
        }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if slot.result == nil {
            builds.withLock { $0[platform, default: 0] += 1 }
            slot.result = Result { try builder(platform) }
        }
        return try slot.result!.get()
    }

    /// The kits built so far (not those that failed), oldest release first.
    var built: [ModelKit] {
        slots.current.sorted { $0.key < $1.key }.compactMap { _, slot in
            slot.lock.lock(); defer { slot.lock.unlock() }
            return try? slot.result?.get()
        }
    }

    /// The releases whose kits have been asked for so far.
    var platforms: [PlatformRelease] { slots.current.keys.sorted() }
}
