import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits the
/// changed value before any of its `@Published` properties changes (Apple's ObservableObject
/// documentation). A class that declares its own `objectWillChange` gets nothing synthesized.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The synthesized publisher: one per object, made when first asked for.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectRegistry.publisher(for: self) }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    public func send() {
        ObservableObjectRegistry.willSend?()
        subject.send(())
    }
}

/// The synthesized `objectWillChange` publisher of each object that has one, so that `@Published`
/// can reach its enclosing object's.
public enum ObservableObjectRegistry {
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Called before any `objectWillChange` sends: the view graph uses it to tell whether a change
    /// is published while a body runs ("Publishing changes from within view updates…").
    nonisolated(unsafe) public static var willSend: (() -> Void)?

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let id = ObjectIdentifier(object)
            if let entry = entries[id], entry.object === object { return entry.publisher }
            let entry = Entry(object)
            entries[id] = entry
            return entry.publisher
        }
    }

    /// The synthesized publisher of `object` if it has been made (nobody can be subscribed otherwise).
    static func existingPublisher(for object: AnyObject) -> ObservableObjectPublisher? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.publisher
        }
    }
}

/// A type that publishes a property marked with an attribute. Setting the property sends, in
/// order: the enclosing object's `objectWillChange` (when it is the synthesized one), then the new
/// value to `$property`'s subscribers (in the property's willSet block, before the value is
/// stored), then stores it (Apple's Published documentation: "When the property changes,
/// publishing occurs in the property's willSet block").
@propertyWrapper
public struct Published<Value> {
    final class Storage {
        var value: Value
        let subject: CurrentValueSubject<Value, Never>
        init(_ value: Value) {
            self.value = value
            subject = CurrentValueSubject(value)
        }

        func set(_ newValue: Value) {
            subject.send(newValue)
            value = newValue
        }
    }

    let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    public init(initialValue: Value) { storage = Storage(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                       wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                       storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            ObservableObjectRegistry.existingPublisher(for: object)?.send()
            object[keyPath: storageKeyPath].storage.set(newValue)
        }
    }

    /// The publisher of a `@Published` property: the current value on subscription, then each new
    /// value before it is stored.
    public struct Publisher: CombineModel.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: Storage

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }

    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }
}

/// The subscriptions `assign(to: &$property)` made, kept for as long as the property's storage.
private enum PublishedAssignments {
    nonisolated(unsafe) static var kept: [ObjectIdentifier: [AnyCancellable]] = [:]
    static let lock = NSLock()
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked as a
    /// publisher. The subscription lives as long as the property's object (Apple's documentation:
    /// "the lifetime of the subscription is tied to the @Published property").
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let cancellable = sink { [weak storage] value in
            // The enclosing object is not known here: set through the storage, which sends the
            // value to `$property`'s subscribers. No source for whether objectWillChange fires:
            // the model sends it only through the property's setter.
            storage?.set(value)
        }
        PublishedAssignments.lock.withLock { PublishedAssignments.kept[ObjectIdentifier(storage), default: []].append(cancellable) }
    }
}
