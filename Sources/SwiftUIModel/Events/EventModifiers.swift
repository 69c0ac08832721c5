import Foundation

/// `onAppear`/`onDisappear` (Apple's `_AppearanceActionModifier`). Its content is a list of
/// elements (the views it puts on screen); the action runs when the first of them appears and
/// the disappear action when the last one goes. Content with no element (an `EmptyView`, an `if`
/// whose condition is false) never appears, so neither action runs. Source: OpenSwiftUI
/// `AppearanceActionModifier.swift`, whose `MergedBox` counts the list's elements (`appear()`
/// acts only when the count leaves 0, `disappear()` only when it returns to 0).
///
/// That is the modifier made as part of a list (in a stack, a list, a `ForEach`). Made as a single
/// view — nothing but views with bodies and modifiers between it and the window — it appears with
/// its view whatever its content (OpenSwiftUI `_makeView`'s `AppearanceEffect`, which counts
/// nothing; its compatibility test `appear`, run against SwiftUI, sees `AnyView(EmptyView())
/// .onAppear` run at the root).
struct OnAppearModifier: ViewModifier, BuiltinModifier, LifecycleModifier {
    let action: (() -> Void)?
    typealias Body = Never
    func appeared(_ node: ViewNode) {
        guard AppearanceState.appear(node) else { return }
        action?()
    }
    func disappeared(_ node: ViewNode) { _ = AppearanceState.disappear(node) }
}

struct OnDisappearModifier: ViewModifier, BuiltinModifier, LifecycleModifier {
    let action: (() -> Void)?
    typealias Body = Never
    func appeared(_ node: ViewNode) { _ = AppearanceState.appear(node) }
    func disappeared(_ node: ViewNode) {
        guard AppearanceState.disappear(node) else { return }
        action?()
    }
}

/// Whether an appearance modifier's content is on screen: it appears only with at least one
/// element, and disappears only if it appeared.
@MainActor
enum AppearanceState {
    private static let key = "appearance.visible"

    static func isVisible(_ node: ViewNode) -> Bool { node.storage[key] != nil }

    /// Marks the node visible if its content has an element, or if it is made as a single view;
    /// true when it became visible.
    static func appear(_ node: ViewNode) -> Bool {
        guard node.storage[key] == nil, let graph = node.graph,
              node.isMadeAsSingleView || graph.elementCount(of: node) > 0 else { return false }
        node.storage[key] = Box(true)
        return true
    }

    /// Marks the node gone; true when it had appeared.
    static func disappear(_ node: ViewNode) -> Bool {
        guard node.storage[key] != nil else { return false }
        node.storage[key] = nil
        return true
    }
}

extension ViewNode {
    /// Made as one view, not as an element of a list: every view above it, up to the window's
    /// root, has a body or is a modifier (SwiftUI makes such views with `makeView`, the children
    /// of stacks, lists and groups with `makeViewList`).
    var isMadeAsSingleView: Bool {
        var current = parent
        while let ancestor = current {
            if let builtin = ViewGraph.builtinView(ancestor.view),
               !(builtin is any ModifierCarrying), !(builtin is any ModifierContentView) { return false }
            current = ancestor.parent
        }
        return true
    }
}

/// `.task`: starts when the view appears, on the main actor, and is cancelled when it disappears;
/// with an `id`, restarted when the id changes.
struct TaskModifier: ViewModifier, BuiltinModifier, LifecycleModifier {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @Sendable () async -> Void
    typealias Body = Never

    func appeared(_ node: ViewNode) { start(on: node) }

    func disappeared(_ node: ViewNode) {
        (node.storage["task"] as? RunningTask)?.task.cancel()
    }

    func didUpdate(_ node: ViewNode) {
        guard let id, let running = node.storage["task"] as? RunningTask, running.id != id else { return }
        running.task.cancel()
        start(on: node)
    }

    private func start(on node: ViewNode) {
        let action = self.action
        let running = RunningTask(id: id)
        running.task = Task(priority: priority) { @MainActor in await action() }
        node.storage["task"] = running
    }
}

/// A task a view started: cancelled when the view disappears, or when its `id` changes.
@MainActor
final class RunningTask {
    let id: AnyHashable?
    var task: Task<Void, Never> = Task {}
    init(id: AnyHashable?) { self.id = id }
}

/// `.onChange(of:)`: after an update in which the value differs from the last one it saw.
struct OnChangeModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    /// The iOS 14 form, `onChange(of:perform:)`: "This modifier's closure captures values that
    /// represent the state before the change" (Apple's documentation), so the closure of the
    /// view's previous update runs, given the new value.
    var runsPreviousAction = false
    typealias Body = Never

    /// The action runs when the update ends, in order with the appear actions (SwiftUI enqueues
    /// it: OpenSwiftUI `Update.enqueueAction`).
    func didUpdate(_ node: ViewNode) {
        let key = "onChange.value"
        let value = self.value
        let previousAction = (node.storage["onChange.action"] as? Box<(Value, Value) -> Void>)?.value
        node.storage["onChange.action"] = Box(self.action)
        let action = runsPreviousAction ? previousAction ?? self.action : self.action
        if let old = node.storage[key] as? Box<Value> {
            if old.value != value {
                let previous = old.value
                old.value = value
                node.graph?.lifecycle.enqueue { action(previous, value) }
            }
        } else {
            node.storage[key] = Box(value)
            if initial { node.graph?.lifecycle.enqueue { action(value, value) } }
        }
    }
}

/// A reference to a value kept in a node's storage.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(OnAppearModifier(action: action))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(OnDisappearModifier(action: action))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: nil, priority: priority, action: { await action() }))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: AnyHashable(String(describing: value)), priority: priority, action: { await action() }))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Apple's documentation: iOS 14.0–17.0, deprecated, "Use `onChange` with a two or zero
    /// parameter action closure instead."
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 17.0) Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false, action: { _, newValue in action(newValue) }, runsPreviousAction: true))
    }
}
