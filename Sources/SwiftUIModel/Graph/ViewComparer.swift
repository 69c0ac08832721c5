@_spi(Reflection) import Swift
import Foundation

/// Decides whether a view's new value is the same as its old one, as SwiftUI does before running
/// a body (AttributeGraph's comparison modes, as re-implemented by OpenSwiftUI and Compute):
///
/// - plain data is compared field by field;
/// - a closure never equals a new closure; a class reference compares by identity;
/// - dynamic properties (`@State`, `@Environment`) are not inputs and are not compared;
/// - a view that is not plain data and conforms to `Equatable` is compared with its own `==`,
///   and so is any view under `.equatable()`.
///
/// How the runtime learns those rules for a type is the mechanism behind a measured detail
/// (L46-E1/E8 in the course: the first comparison of a row that holds a closure runs its body
/// without asking its `==`): the rules above are a type's comparison *layout*, which
/// AttributeGraph fetches per type and caches for the whole process; the first comparison of a
/// type, before its layout is in the cache, compares the two values' bits (`BitwiseComparison`:
/// every stored field's raw representation — a closure's function and context pointers, a
/// reference's address, a string's or array's storage — with no `==` and no look inside a
/// reference). So the first comparison of a row holding a freshly made closure says "changed"
/// (the context is new), where one holding only equal strings says "same"; from the second
/// comparison of that type on, anywhere in the process, the layout decides. Sources: OpenSwiftUI
/// and the Compute project's re-implementation of AttributeGraph's `compareValues` (a per-type
/// layout cache with a byte-wise fallback); the course's consoles (L46-E1, E8) agree with it.
@MainActor
final class ViewComparer {
    /// The types whose layout the process has fetched (process-wide, as the runtime's cache is:
    /// a preview and the app share it).
    nonisolated(unsafe) static var fetchedLayouts: Set<ObjectIdentifier> = []

    func isSame(old: any View, new: any View) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        let type = ObjectIdentifier(Swift.type(of: new))
        guard Self.fetchedLayouts.contains(type) else {
            Self.fetchedLayouts.insert(type)
            return BitwiseComparison.same(old, new)
        }
        if let wrapper = new as? any EquatableViewWrapper {
            return ValueIdentity.equatableSame((old as! any EquatableViewWrapper).wrappedContent, wrapper.wrappedContent) ?? false
        }
        if !isPlainData(new), new is any Equatable {
            return ValueIdentity.equatableSame(old, new) ?? false
        }
        return FieldComparison.same(old, new)
    }

    private func isPlainData(_ view: any View) -> Bool {
        func pod<V: View>(_ view: V) -> Bool { _isPOD(V.self) }
        return pod(view)
    }
}

/// Two values of one type compared by their bits, stored field by stored field (the runtime's
/// comparison before a type's layout is known): the fields of a struct or tuple one by one, from
/// the type's own field records (offsets and types, as the runtime lays the value out), so the
/// padding between fields — undefined in Swift — never counts; any other field (a closure's
/// function and context pointers, a reference, a string's or an array's storage, a number, an
/// enum) by its raw bytes. Dynamic properties (`@State`, `@Environment`) are not inputs, and are
/// left out as the layout leaves them out: a fresh `@State` carries only its initial value.
enum BitwiseComparison {
    static func same(_ a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard var b = b as? T else { return false }
            var a = a
            return withUnsafeBytes(of: &a) { bytesA in
                withUnsafeBytes(of: &b) { bytesB in
                    guard let pa = bytesA.baseAddress, let pb = bytesB.baseAddress else { return true }
                    return same(T.self, pa, pb)
                }
            }
        }
        return _openExistential(a, do: open)
    }

    static func same(_ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        if type is any DynamicProperty.Type { return true }
        var equal = true
        var hasFields = false
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            hasFields = true
            let fieldA = a + offset, fieldB = b + offset
            let fieldEqual = kind == .struct || kind == .tuple
                ? same(fieldType, fieldA, fieldB)
                : fieldType is any DynamicProperty.Type || memcmp(fieldA, fieldB, size(of: fieldType)) == 0
            if !fieldEqual { equal = false }
            return fieldEqual
        }
        guard walked, hasFields else { return memcmp(a, b, size(of: type)) == 0 }
        return equal
    }

    static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
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
        if let a = a as? any IdentifiedEnvironmentValue, let b = b as? any IdentifiedEnvironmentValue {
            return a.environmentIdentity == b.environmentIdentity
        }
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
