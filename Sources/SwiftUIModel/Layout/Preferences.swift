import CourseCheckProtocol
import Foundation

/// A named value produced by a view (SwiftUI's `PreferenceKey`): views set values with
/// `preference(key:value:)`, ancestors see them combined by `reduce(value:nextValue:)` in the
/// views' order, starting from `defaultValue` ("A view with multiple children automatically
/// combines its values for a given preference into a single value visible to its ancestors").
/// In the model a value travels up the display tree on the node that set it (`CarriedValues`);
/// an observer reads the values below it after layout, so values set by a GeometryReader's
/// content (built after the first layout) are seen too.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// A key whose value can be nil needs no default of its own: nil (Apple's interface declares
    /// this default in an extension of the same constraint).
    public static var defaultValue: Value { nil }
}

enum PreferenceCarrier<K: PreferenceKey>: CarriedKey { typealias Value = K.Value }

/// Marks the node of a transform of `K` (`transformPreference`, `transformAnchorPreference`): the
/// value it carries replaces what its subtree produced for `K`, and for `K` only; the subtree's
/// values of other keys still travel up.
enum PreferenceReplacement<K: PreferenceKey>: CarriedKey { typealias Value = Void }

extension DisplayNode {
    /// The value of `K` for this subtree: every value set in it, reduced in order, where a
    /// transform's value stands for its whole subtree (also when the transform is this node).
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value = K.defaultValue
        // Depth first, as `carriedSearch`, not entering the scopes below this node.
        func walk(_ node: DisplayNode, isStart: Bool) {
            if let next = node.carried[PreferenceCarrier<K>.self] {
                K.reduce(value: &value, nextValue: { next })
                if node.carried[PreferenceReplacement<K>.self] != nil { return }
            }
            if !isStart, node.carried[CarriedScopeKey.self] != nil { return }
            for child in node.children { walk(child, isStart: false) }
        }
        walk(self, isStart: true)
        return value
    }
}

struct PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, BuiltinModifier {
    let value: K.Value
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.carried[PreferenceCarrier<K>.self] = value
        return unit
    }
}

struct PreferenceTransformModifier<K: PreferenceKey>: ViewModifier, BuiltinModifier {
    let transform: (inout K.Value) -> Void
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        var value = unit.preferenceValue(K.self)
        transform(&value)
        // The transformed value replaces what the subtree produced: it is carried by a node of
        // its own that scopes the values below it.
        let node = DisplayNode(kind: "transformPreference", children: [unit], layout: PassThroughLayout())
        node.carried[PreferenceCarrier<K>.self] = value
        node.carried[PreferenceReplacement<K>.self] = ()
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

/// Runs an action after layout when the value below it differs from the last one it saw. The
/// first value is delivered whatever it is from iOS 18.1 on: OpenSwiftUI's
/// PreferenceActionModifier.swift (`PreferenceBinder.updateValue`: `lastValue == nil &&
/// _SemanticFeature_v6_1.isEnabled`, the 2024 SU B release: iOS 18.1), and shadowfacts.net's
/// "SwiftUI Preferences" (2025), where onPreferenceChange prints a first value equal to the
/// default. A run's release is a whole one, so from iOS 19 in the model. Before, the first value
/// is compared with the key's default (no source says whether SwiftUI calls it for an initial
/// value equal to the default; the model does not).
struct PreferenceObserverLayout<K: PreferenceKey>: ModifierLayout where K.Value: Equatable {
    /// The last value delivered; nil before the first.
    let last: Box<K.Value?>
    let action: (K.Value) -> Void

    static var deliversFirstValue: Bool { ModelSettings.current.platformMajorVersion > 18 }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        children.forEach { $0.place(in: bounds, proposal: proposal) }
        guard let child = children.first else { return }
        let value = child.preferenceValue(K.self)
        let changed = last.value.map { value != $0 } ?? (Self.deliversFirstValue || value != K.defaultValue)
        last.value = value
        if changed { action(value) }
    }
}

struct PreferenceObserverModifier<K: PreferenceKey>: ViewModifier, BuiltinModifier where K.Value: Equatable {
    let action: (K.Value) -> Void
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let key = "onPreferenceChange.\(K.self)"
        let box = (context.node.storage[key] as? Box<K.Value?>) ?? Box(nil)
        context.node.storage[key] = box
        let node = DisplayNode(kind: "onPreferenceChange", children: [unit], layout: PreferenceObserverLayout<K>(last: box, action: action))
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: a view made from the content's value,
/// layered over or behind it. The value is read when the content is built; a change builds the
/// layer again.
public struct _PreferenceLayer<K: PreferenceKey, Content: View, Layer: View>: View {
    let content: Content
    let alignment: Alignment
    let isOverlay: Bool
    let layer: (K.Value) -> Layer
    public typealias Body = Never
}

extension _PreferenceLayer: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let box = (context.node.storage["preferenceLayer"] as? Box<K.Value>) ?? Box(K.defaultValue)
        context.node.storage["preferenceLayer"] = box
        return [ChildView(identity: .index(0), view: content), ChildView(identity: .index(1), view: layer(box.value))]
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let contentNode = children[0].count == 1 ? children[0][0] : DisplayNode(kind: "Group", children: children[0], layout: ZStackLayout(alignment: .center))
        let layerUnits = children[1]
        let layerNode = layerUnits.count == 1 ? layerUnits[0] : DisplayNode(kind: "ZStack", children: layerUnits, layout: ZStackLayout(alignment: alignment))
        // A value that is not the one the layer was built with builds the layer again.
        let value = contentNode.preferenceValue(K.self)
        if let box = context.node.storage["preferenceLayer"] as? Box<K.Value>, "\(box.value)" != "\(value)" {
            box.value = value
            context.node.invalidate()
        }
        let layered = isOverlay ? [contentNode, layerNode] : [layerNode, contentNode]
        return [DisplayNode(kind: isOverlay ? "overlayPreferenceValue" : "backgroundPreferenceValue", children: layered,
                            layout: OverlayLayout(primaryIndex: isOverlay ? 0 : 1, alignment: alignment))]
    }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(transform: callback))
    }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceObserverModifier<K>(action: action))
    }
    /// Apple's first forms (iOS 13), disfavoured as Apple declares them: the layer laid over (or
    /// under) the content at `.center`, the alignment of `overlay(_:)`, which Apple's inlinable
    /// body calls (`Key._delay { self.overlay($0._force(transform)) }`, SwiftUICore's interface in
    /// the iOS 26.2 SDK).
    @_disfavoredOverload
    public func overlayPreferenceValue<Key, T>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View where Key: PreferenceKey, T: View {
        _PreferenceLayer<Key, Self, T>(content: self, alignment: .center, isOverlay: true, layer: transform)
    }
    @_disfavoredOverload
    public func backgroundPreferenceValue<Key, T>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View where Key: PreferenceKey, T: View {
        _PreferenceLayer<Key, Self, T>(content: self, alignment: .center, isOverlay: false, layer: transform)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceLayer<K, Self, V>(content: self, alignment: alignment, isOverlay: true, layer: transform)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceLayer<K, Self, V>(content: self, alignment: alignment, isOverlay: false, layer: transform)
    }
}
