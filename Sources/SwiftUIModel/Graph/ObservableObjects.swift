import Foundation

// The data flow of SwiftUI before Observation: `@StateObject`, `@ObservedObject` and
// `@EnvironmentObject` hold an `ObservableObject` (the model's Combine) and invalidate their view
// whenever its `objectWillChange` fires, whatever the body read (Apple's ObservedObject
// documentation: "invalidates a view whenever the observable object changes").

/// A property wrapper type that instantiates an observable object. SwiftUI makes the object once
/// per view identity: the autoclosure runs when the view is first installed, and later values of
/// the view reuse that object without running it (Apple's StateObject documentation: "SwiftUI
/// creates a new instance of the model object only once during the lifetime of the container").
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    public var wrappedValue: ObjectType { box.object }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: box.object) }
}

final class StateObjectBox<ObjectType: ObservableObject>: DynamicPropertyBox {
    private let thunk: () -> ObjectType
    private var installed: ObjectType?
    private var uninstalled: ObjectType?

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    @MainActor func install(on node: ViewNode, key: String) {
        if let kept = node.storage[key] as? ObjectSubscription<ObjectType> {
            installed = kept.object
        } else {
            let object = thunk()
            node.storage[key] = ObjectSubscription(object: object, node: node)
            installed = object
        }
    }

    var object: ObjectType {
        if let installed { return installed }
        // SwiftUI's runtime warning for a state object read before its view is installed (the
        // message as Xcode shows it, quoted in public forum threads and bug reports).
        MainActor.assumeIsolated { ModelLog.once("Accessing StateObject's object without being installed on a View. This will create a new instance each time.") }
        return thunk()
    }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes. It does not own the object: a new view value brings
/// whatever object its parent passed.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    let box: ObservedObjectBox<ObjectType>

    public init(wrappedValue: ObjectType) { box = ObservedObjectBox(object: wrappedValue) }
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: Wrapper { Wrapper(object: box.object) }
}

final class ObservedObjectBox<ObjectType: ObservableObject>: DynamicPropertyBox {
    let object: ObjectType
    init(object: ObjectType) { self.object = object }

    @MainActor func install(on node: ViewNode, key: String) {
        if let kept = node.storage[key] as? ObjectSubscription<ObjectType>, kept.object === object { return }
        node.storage[key] = ObjectSubscription(object: object, node: node)
    }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies with
/// `environmentObject(_:)`. Reading it without one is SwiftUI's fatal error.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties (`$model.name`), as `ObservedObject.Wrapper`
    /// does; Apple declares it as a type of its own.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject<ObjectType>.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }
    let box = EnvironmentObjectBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: Wrapper { Wrapper(object: box.object) }
}

final class EnvironmentObjectBox<ObjectType: ObservableObject>: DynamicPropertyBox {
    private var found: ObjectType?

    @MainActor func install(on node: ViewNode, key: String) {
        found = node.environment.object(of: EnvironmentObjectKey<ObjectType>.self) as? ObjectType
        guard let found else { return }
        if let kept = node.storage[key] as? ObjectSubscription<ObjectType>, kept.object === found { return }
        node.storage[key] = ObjectSubscription(object: found, node: node)
    }

    var object: ObjectType {
        guard let found else {
            // SwiftUI's fatal error, as the console shows it on iOS 13 to 16 (quoted in many
            // public forum threads: "Fatal error: No ObservableObject of type Settings found. A
            // View.environmentObject(_:) for Settings may be missing as an ancestor of this view.:
            // file SwiftUI, line 0").
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.",
                       file: "SwiftUI", line: 0)
        }
        return found
    }
}

/// The environment's key for an `environmentObject(_:)`: apart from `environment(_:)`'s
/// Observable objects, as in SwiftUI (an `@Environment(T.self)` does not find it).
enum EnvironmentObjectKey<T> {}

/// A node's subscription to an object's `objectWillChange`: each change invalidates the node.
final class ObjectSubscription<ObjectType: ObservableObject> {
    let object: ObjectType
    private var cancellable: AnyCancellable?
    /// How many times the object announced a change (`_printChanges` compares it).
    private(set) var changes = 0

    @MainActor init(object: ObjectType, node: ViewNode) {
        self.object = object
        cancellable = object.objectWillChange.sink { [weak self, weak node] _ in
            self?.changes += 1
            ObjectChanges.willChange { node?.invalidate() }
        }
    }
}

/// What SwiftUI checks when an object announces a change. The model's changes all happen on the
/// main actor, as State's do. Not modelled: SwiftUI's warning for a change published from a
/// background thread ("Publishing changes from background threads is not allowed…"): Linux's
/// Foundation cannot tell the main thread reliably here.
enum ObjectChanges {
    static func willChange(_ invalidate: @escaping @MainActor () -> Void) {
        MainActor.assumeIsolated {
            if BodyEvaluation.current != nil {
                // SwiftUI's runtime warning for a change published while a body runs (the issue's
                // wording, as Xcode shows it; quoted in public forum threads).
                ModelLog.log("Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
            }
            invalidate()
        }
    }
}

/// `.environmentObject(_:)`: files the object for the `@EnvironmentObject`s below.
public struct _EnvironmentObjectModifier<T: ObservableObject>: ViewModifier, BuiltinModifier {
    let object: T
    public typealias Body = Never

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.setObject(object, as: EnvironmentObjectKey<T>.self)
        return environment
    }
}

/// `.onReceive(_:perform:)`: subscribes when the view appears, runs the action with each element
/// on the thread it arrives on, and cancels when the view disappears. The model keeps the first
/// subscription for the view's lifetime (a new publisher value in a later view value is not
/// resubscribed: no source for when SwiftUI does).
struct OnReceiveModifier<P: Publisher>: ViewModifier, BuiltinModifier, LifecycleModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    typealias Body = Never

    func appeared(_ node: ViewNode) {
        let action = self.action
        node.storage["onReceive"] = publisher.sink { value in action(value) }
    }

    func disappeared(_ node: ViewNode) {
        (node.storage["onReceive"] as? AnyCancellable)?.cancel()
        node.storage["onReceive"] = nil
    }
}

extension View {
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(object: object))
    }

    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
