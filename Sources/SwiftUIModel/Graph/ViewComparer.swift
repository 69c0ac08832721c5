/// Decides whether a view's new value is the same as its old one, as SwiftUI does before running
/// a body (AttributeGraph's comparison modes, as re-implemented by OpenSwiftUI and Compute):
///
/// - plain data is compared field by field;
/// - a closure never equals a new closure; a class reference compares by identity;
/// - dynamic properties (`@State`, `@Environment`) are not inputs and are not compared;
/// - a view that is not plain data and conforms to `Equatable` is compared with its own `==`,
///   and so is any view under `.equatable()`.
///
/// One measured detail (L46-E1/E8 in the course): the first comparison that needs a type's
/// `==` does not call it and counts as a change. We model that as the runtime looking up the
/// type's `Equatable` conformance on first use and caching it, answering "different" meanwhile.
@MainActor
final class ViewComparer {
    private var equatableTypesLookedUp: Set<ObjectIdentifier> = []

    func isSame(old: any View, new: any View) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if let wrapper = new as? any EquatableViewWrapper {
            return equatableSame(old: (old as! any EquatableViewWrapper).wrappedContent, new: wrapper.wrappedContent)
        }
        if !isPlainData(new), new is any Equatable {
            return equatableSame(old: old, new: new)
        }
        return FieldComparison.same(old, new)
    }

    private func equatableSame(old: Any, new: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: new))
        guard equatableTypesLookedUp.contains(type) else {
            equatableTypesLookedUp.insert(type)
            return false
        }
        return ValueIdentity.equatableSame(old, new) ?? false
    }

    private func isPlainData(_ view: any View) -> Bool {
        func pod<V: View>(_ view: V) -> Bool { _isPOD(V.self) }
        return pod(view)
    }
}

/// Views whose comparison is delegated to their content's `==` (`EquatableView`).
protocol EquatableViewWrapper {
    var wrappedContent: Any { get }
}

/// Field-by-field comparison of values, following the rules above.
enum FieldComparison {
    static func same(_ a: Any, _ b: Any) -> Bool {
        if ValueKind.isFunction(a) { return false }
        if a is any DynamicProperty { return true }
        let mirrorA = Mirror(reflecting: a)
        switch mirrorA.displayStyle {
        case .class:
            return (a as AnyObject) === (b as AnyObject)
        case .struct, .tuple:
            if let equal = ValueIdentity.equatableSame(a, b) { return equal }
            let mirrorB = Mirror(reflecting: b)
            guard mirrorA.children.count == mirrorB.children.count else { return false }
            return zip(mirrorA.children, mirrorB.children).allSatisfy { same($0.value, $1.value) }
        case .enum, .optional, .collection, .dictionary, .set:
            if let equal = ValueIdentity.equatableSame(a, b) { return equal }
            let mirrorB = Mirror(reflecting: b)
            guard mirrorA.children.count == mirrorB.children.count else { return false }
            if mirrorA.displayStyle == .enum || mirrorA.displayStyle == .optional,
               String(describing: a) != String(describing: b), mirrorA.children.isEmpty {
                return false
            }
            return zip(mirrorA.children, mirrorB.children).allSatisfy { $0.label == $1.label && same($0.value, $1.value) }
        default:
            return ValueIdentity.equatableSame(a, b) ?? false
        }
    }
}

/// Equality of values of unknown type: `==` where the type is Equatable, identity for objects.
enum ValueIdentity {
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let equal = equatableSame(a, b) { return equal }
        if Mirror(reflecting: a).displayStyle == .class { return (a as AnyObject) === (b as AnyObject) }
        return false
    }

    /// nil when the values are not Equatable (or not of the same type).
    static func equatableSame(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        func open<T: Equatable>(_ a: T) -> Bool? {
            guard let b = b as? T else { return nil }
            return a == b
        }
        return open(a)
    }
}

/// What kind of value the runtime says a value is.
enum ValueKind {
    /// Swift's metadata kind for function types (MetadataKind::Function in the Swift ABI).
    private static let functionMetadataKind = 0x302

    static func isFunction(_ value: Any) -> Bool {
        let metadata = unsafeBitCast(type(of: value) as Any.Type, to: UnsafeRawPointer.self)
        return metadata.load(as: Int.self) == functionMetadataKind
    }
}
