import Foundation

// Looking into a view value without building it: the modifiers around it and the statements of
// a `@ViewBuilder` block (a tab view reads its tabs' items and tags; previews list their views).

/// The modifiers applied to a view, outermost first.
protocol ModifiedContentInspectable {
    var inspectedContent: Any { get }
    var inspectedModifier: Any { get }
}

extension ModifiedContent: ModifiedContentInspectable {
    var inspectedContent: Any { content }
    var inspectedModifier: Any { modifier }
}

enum ModifierChain {
    static func modifiers(of view: Any) -> [Any] {
        var result: [Any] = []
        var current = view
        while let modified = current as? any ModifiedContentInspectable {
            result.append(modified.inspectedModifier)
            current = modified.inspectedContent
        }
        return result
    }
}

/// The views of a `@ViewBuilder` block, one per statement.
protocol TupleViewElements {
    var elementViews: [any View] { get }
}

extension TupleView: TupleViewElements {
    var elementViews: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}
