import Foundation

/// A type-erasing cancellable object that executes a provided closure when canceled; it cancels
/// when it is deinitialized too (Apple's AnyCancellable documentation), which is why sinks are
/// kept with `store(in:)`. The closure runs once.
public final class AnyCancellable: Cancellable, Hashable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<OtherCancellable: Cancellable>(_ canceller: OtherCancellable) { action = canceller.cancel }

    public func cancel() {
        let run = lock.withLock { () -> (() -> Void)? in defer { action = nil }; return action }
        run?()
    }

    deinit { cancel() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

extension Cancellable {
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
