/// State owned by a view, kept by the graph for as long as the view keeps its identity.
///
/// Since Xcode 27, `@State` is a macro that wraps the starting value in a closure which runs once,
/// the first time the view is made (Apple's State documentation); `init(wrappedValue:)` takes an
/// autoclosure to the same effect. `State(initialValue:)` builds its value every time, as the old
/// property wrapper did — and so does `@State` when the scenario is built with an earlier SDK.
///
/// Stored as SwiftUI's is, in two fields (its interface: `_value`, the initial value, and
/// `_location`, where the graph keeps the value): a closure that captures a view holding a
/// `@State` needs a context of its own, as on Apple's platforms, which is what a first
/// comparison of the view by its bits sees (`ViewComparer`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The initial value when it has been evaluated (nil while it waits for the graph).
    let _value: Value?
    let box: StateBox<Value>

    public init(wrappedValue: @autoclosure @escaping () -> Value) {
        box = StateBox(initial: wrappedValue)
        if !ModelSettings.current.stateMacroIsLazy { box.evaluateInitialValue() }
        _value = nil
    }

    public init(initialValue value: Value) {
        box = StateBox(initial: { value })
        box.evaluateInitialValue()
        _value = value
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 }, identity: ObjectIdentifier(box.location))
    }
}

/// As Apple declares it, on an extension: a constraint on the initialiser itself makes the compiler
/// try `init()` for every `@State` property without a value (`@State var pets: [Pet]` then fails
/// with "requires that '[Pet]' conform to 'ExpressibleByNilLiteral'").
extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(initialValue: nil)
    }
}

/// The graph's storage for one `@State` property of one view node.
///
/// Like SwiftUI's, a change invalidates the views whose bodies read the value — directly or
/// through a `Binding` — not the owner as such: a view that only passes `$value` on does not run
/// again when it changes.
///
/// A change is committed by the graph's next update, with the other changes of its transaction
/// (`StateCommits`): bodies see the committed value; code outside a body (an action reading the
/// state back) sees the latest.
final class StateLocation<Value> {
    private var stored: Value
    private var latest: Value
    private var readers: [ObjectIdentifier: WeakNode] = [:]

    init(value: Value) {
        stored = value
        latest = value
    }

    /// The value without recording a read (`_printChanges`).
    var peek: Value { stored }

    var value: Value {
        get {
            guard let reader = MainActor.assumeIsolated({ BodyEvaluation.current }) else { return latest }
            readers[ObjectIdentifier(reader)] = WeakNode(reader)
            return stored
        }
        set {
            if MainActor.assumeIsolated({ BodyEvaluation.current }) != nil {
                // SwiftUI's runtime warning for a state change while a body runs (Xcode's console;
                // quoted in public forum threads and issue 12).
                ModelLog.log("Modifying state during view update, this will cause undefined behavior.")
            }
            latest = newValue
            MainActor.assumeIsolated {
                if let body = BodyEvaluation.current, readers[ObjectIdentifier(body)] != nil { body.bodyChangedStateItReads = true }
                // With no view reading it yet, there is nothing to update: committed at once.
                guard let graph = readers.values.lazy.compactMap({ $0.node?.graph }).first else {
                    commit(newValue)
                    return
                }
                graph.stateCommits.enqueue(transaction: AnimationEngine.shared.currentSerial) { [self] in commit(newValue) }
            }
        }
    }

    @MainActor private func commit(_ value: Value) {
        stored = value
        readers.values.compactMap(\.node).forEach { $0.invalidate() }
    }
}

/// A node, held weakly.
final class WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

final class StateBox<Value>: DynamicPropertyBox {
    private var initial: (() -> Value)?
    private var evaluated: Value?
    private var linked: StateLocation<Value>?
    /// Set once the graph installed the box on a view's node.
    private var installed = false

    init(initial: @escaping () -> Value) { self.initial = initial }

    func evaluateInitialValue() {
        if evaluated == nil, let initial { evaluated = initial() }
    }

    /// Where the value lives: the node's storage once installed, a private location before.
    var location: StateLocation<Value> {
        if let linked { return linked }
        evaluateInitialValue()
        let made = StateLocation(value: evaluated!)
        linked = made
        return made
    }

    @MainActor func install(on node: ViewNode, key: String) {
        installed = true
        if let existing = node.storage[key] as? StateLocation<Value> {
            linked = existing
        } else {
            node.storage[key] = location
        }
    }

    var value: Value {
        get {
            if !installed {
                // SwiftUI's runtime warning for a @State read before its view is installed (in the
                // view's init, say): Xcode's console, quoted in public forum threads and issue 12.
                ModelLog.log("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
            }
            return location.value
        }
        set { location.value = newValue }
    }
}
