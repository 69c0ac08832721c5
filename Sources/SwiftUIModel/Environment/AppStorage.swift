import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on a
/// change in value in that user default (Apple's AppStorage documentation).
///
/// The store is Foundation's `UserDefaults.standard` itself, so code that reads or writes
/// `UserDefaults` directly sees the same values. Each run has a home folder of its own: it starts
/// as a freshly installed app (empty, or with the header's `// defaults:` presets), and the
/// declared default is what is read until something is written (Apple: "the default value if a
/// value is not specified for the given key").
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults
    let read: (Any?) -> Value?
    let write: (Value) -> Any?
    let defaultValue: Value

    init(key: String, store: UserDefaults?, defaultValue: Value, read: @escaping (Any?) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        self.store = store ?? .standard
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: StoredValue.bool, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: StoredValue.int, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: StoredValue.double, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0 as? String }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: StoredValue.url,
                  write: { $0.absoluteString })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0 as? Data }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { StoredValue.int($0).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }

    public var wrappedValue: Value {
        get {
            AppStorageReaders.noteRead(of: key)
            return read(store.object(forKey: key)) ?? defaultValue
        }
        nonmutating set {
            store.set(write(newValue), forKey: key)
            AppStorageReaders.wrote(key)
        }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// A value that may be absent: its default is `nil` ("the default value if a value is not
/// specified for the given key"), a value is read and written as the non-optional wrapper's is, and
/// writing `nil` removes the key (`UserDefaults.set(nil, forKey:)`).
extension AppStorage where Value: ExpressibleByNilLiteral {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, read: { StoredValue.bool($0).map(Optional.some) }, write: { $0 })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, read: { StoredValue.int($0).map(Optional.some) }, write: { $0 })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, read: { StoredValue.double($0).map(Optional.some) }, write: { $0 })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, read: { ($0 as? String).map(Optional.some) }, write: { $0 })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, read: { StoredValue.url($0).map(Optional.some) }, write: { $0?.absoluteString })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, read: { ($0 as? Data).map(Optional.some) }, write: { $0 })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, defaultValue: nil, read: { ($0 as? Date).map(Optional.some) }, write: { $0 })
    }
}

extension AppStorage {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0 as? Date }, write: { $0 })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil, read: { StoredValue.int($0).flatMap(R.init(rawValue:)).map(Optional.some) },
                  write: { $0?.rawValue })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil, read: { ($0 as? String).flatMap(R.init(rawValue:)).map(Optional.some) },
                  write: { $0?.rawValue })
    }
}

/// How a stored object reads as each type: `UserDefaults` gives numbers back as `NSNumber`, and
/// keeps a URL as its string.
enum StoredValue {
    static func bool(_ object: Any?) -> Bool? { (object as? NSNumber)?.boolValue ?? (object as? Bool) }
    static func int(_ object: Any?) -> Int? { (object as? NSNumber)?.intValue ?? (object as? Int) }
    static func double(_ object: Any?) -> Double? { (object as? NSNumber)?.doubleValue ?? (object as? Double) }
    static func url(_ object: Any?) -> URL? { (object as? String).flatMap(URL.init(string:)) ?? (object as? URL) }
}

/// The bodies that read each key, so that a write re-runs them (as a `@State` change does its
/// readers'). A write to `UserDefaults` that does not go through `@AppStorage` re-runs them too,
/// from Foundation's `UserDefaults.didChangeNotification`.
enum AppStorageReaders {
    nonisolated(unsafe) private static var readers: [String: [ObjectIdentifier: WeakNode]] = [:]
    /// The run's one observer of `UserDefaults.didChangeNotification`, kept for the whole run.
    nonisolated(unsafe) private static var observer: (any NSObjectProtocol)?

    static func noteRead(of key: String) {
        MainActor.assumeIsolated {
            guard let reader = BodyEvaluation.current else { return }
            readers[key, default: [:]][ObjectIdentifier(reader)] = WeakNode(reader)
            if !key.hasPrefix("scene:") { lastSeen[key] = UserDefaults.standard.object(forKey: key).map { "\($0)" } }
            if observer == nil {
                observer = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { _ in
                    AppStorageReaders.changedAll()
                }
            }
        }
    }

    /// A write through `@AppStorage`: its readers run again (and the later notification finds the
    /// value already seen).
    static func wrote(_ key: String) {
        lastSeen[key] = UserDefaults.standard.object(forKey: key).map { "\($0)" }
        changed(key)
    }

    static func changed(_ key: String) {
        let waiting = (readers[key] ?? [:]).values.compactMap(\.node)
        MainActor.assumeIsolated { waiting.forEach { $0.invalidate() } }
    }

    /// After some write to `UserDefaults`: the readers of each key whose stored value differs from
    /// the one last seen (the notification does not say which key changed).
    static func changedAll() {
        for key in readers.keys where !key.hasPrefix("scene:") {
            let now = UserDefaults.standard.object(forKey: key).map { "\($0)" }
            if lastSeen[key] != now {
                lastSeen[key] = now
                changed(key)
            }
        }
    }

    nonisolated(unsafe) private static var lastSeen: [String: String?] = [:]
}

/// A property wrapper type that reads and writes to persisted, per-scene storage (Apple's
/// SceneStorage). Within a run the scene is never destroyed and restored, so its values live as
/// long as the run, shared by the views that name the same key; a change re-runs their bodies.
@propertyWrapper
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.key = key; defaultValue = wrappedValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.key = key; defaultValue = wrappedValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.key = key; defaultValue = wrappedValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, _ key: String) where Value == String { self.key = key; defaultValue = wrappedValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.key = key; defaultValue = wrappedValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.key = key; defaultValue = wrappedValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.key = key; defaultValue = wrappedValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.key = key; defaultValue = wrappedValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(wrappedValue: Value, _ key: String) where Value == Date { self.key = key; defaultValue = wrappedValue }

    public var wrappedValue: Value {
        get {
            AppStorageReaders.noteRead(of: "scene:" + key)
            return SceneValues.values[key] as? Value ?? defaultValue
        }
        nonmutating set {
            SceneValues.values[key] = newValue
            AppStorageReaders.changed("scene:" + key)
        }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// A value that may be absent: `nil` until one is written.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension SceneStorage where Value: ExpressibleByNilLiteral {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String) where Value == Bool? { self.key = key; defaultValue = nil }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String) where Value == Int? { self.key = key; defaultValue = nil }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String) where Value == Double? { self.key = key; defaultValue = nil }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String) where Value == String? { self.key = key; defaultValue = nil }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String) where Value == URL? { self.key = key; defaultValue = nil }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: String) where Value == Data? { self.key = key; defaultValue = nil }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ key: String) where Value == Date? { self.key = key; defaultValue = nil }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension SceneStorage {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int { self.key = key; defaultValue = nil }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String { self.key = key; defaultValue = nil }
}

/// The scene's storage for one run.
enum SceneValues {
    nonisolated(unsafe) static var values: [String: Any] = [:]
}
