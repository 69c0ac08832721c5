import Foundation

/// A kind of fact a view hands up, on its display node, to the container that shows it — SwiftUI's
/// preferences (`PreferenceKey`): the navigation bar reads the title the content declares, a
/// tab view the label of each tab, a list the swipe actions of each row, the screen the sheets
/// presented from anywhere. Also what a host step can do with a node (select in a picker, swipe
/// a row), so that the steps find what they act on where the screen shows it.
protocol CarriedKey {
    associatedtype Value
}

/// The carried facts of one display node, by key type.
struct CarriedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript<K: CarriedKey>(key: K.Type) -> K.Value? {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Marks a node whose facts are its own to use: a search for facts from above stops there (a
/// navigation stack inside a tab keeps its title; the tab view does not see it).
enum CarriedScopeKey: CarriedKey { typealias Value = String }

extension DisplayNode {
    /// The nodes at and below this one, depth first, not entering scopes below this node.
    func carriedSearch(_ visit: (DisplayNode) -> Bool) {
        func walk(_ node: DisplayNode, isStart: Bool) -> Bool {
            if !visit(node) { return false }
            if !isStart, node.carried[CarriedScopeKey.self] != nil { return true }
            for child in node.children where !walk(child, isStart: false) { return false }
            return true
        }
        _ = walk(self, isStart: true)
    }

    /// The first value of `key` at or below this node, depth first (the outermost view that set it).
    func firstCarried<K: CarriedKey>(_ key: K.Type) -> K.Value? {
        var found: K.Value?
        carriedSearch { node in
            if let value = node.carried[key] { found = value; return false }
            return true
        }
        return found
    }

    /// Every value of `key` at or below this node, depth first.
    func allCarried<K: CarriedKey>(_ key: K.Type) -> [K.Value] {
        var found: [K.Value] = []
        carriedSearch { node in
            if let value = node.carried[key] { found.append(value) }
            return true
        }
        return found
    }
}

extension Array where Element == DisplayNode {
    /// The first value of `key` in these nodes or below.
    @MainActor func firstCarried<K: CarriedKey>(_ key: K.Type) -> K.Value? {
        for node in self { if let value = node.firstCarried(key) { return value } }
        return nil
    }
}

extension Array where Element == DisplayNode {
    /// These units, or, when there are none, a node that takes no space: something must carry a
    /// fact up (a sheet presented from an `EmptyView`).
    @MainActor func orCarrier() -> [DisplayNode] {
        isEmpty ? [DisplayNode(kind: "EmptyView", layout: LeafLayout { _ in .zero })] : self
    }
}
