import Foundation

/// Keeps the first `limit` bytes of a stream; reports a flood past four times that.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var total = 0
    private let limit: Int
    private(set) var truncated = false

    init(limit: Int) { self.limit = limit }

    /// Returns true when the stream has become a flood and the process should be stopped.
    func append(_ chunk: Data) -> Bool {
        lock.lock(); defer { lock.unlock() }
        total += chunk.count
        if data.count < limit {
            data.append(chunk.prefix(limit - data.count))
        }
        if total > limit { truncated = true }
        return total > limit * 4
    }

    var text: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
