/// A stored property of a view that the graph fills in before the body runs (`@State`,
/// `@Environment`, `@Binding`…), as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The reference inside a dynamic property: the view is a value, so the graph reaches its
/// properties through the class instances they hold.
protocol DynamicPropertyBox: AnyObject {
    @MainActor func install(on node: ViewNode, key: String)
}

@MainActor
enum DynamicProperties {
    /// Installs every dynamic property of `owner` (a view or a view modifier) on `node`,
    /// looking inside nested `DynamicProperty` structs as SwiftUI does.
    static func install(in owner: Any, node: ViewNode) {
        let target = (owner as? any CustomModifierHost)?.dynamicPropertyOwner ?? (owner as? any _AppRootHost)?.appValue ?? owner
        install(fieldsOf: target, prefix: "", node: node)
    }

    private static func install(fieldsOf value: Any, prefix: String, node: ViewNode) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let key = prefix + (child.label ?? "\(index)")
            if let box = child.value as? any DynamicPropertyBox {
                box.install(on: node, key: key)
            } else if child.value is any DynamicProperty {
                install(fieldsOf: child.value, prefix: key + ".", node: node)
            }
        }
    }
}
