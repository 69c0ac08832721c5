import Foundation

/// A type-erased list of the values pushed on a navigation stack (SwiftUI's `NavigationPath`).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Values that are also `Codable`: the same path (the model does not keep a codable
    /// representation: `codable` reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// A path restored from its saved form: the model keeps no codable representation (`codable`
    /// reads nil), so the path is empty, and a use says so.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ codable: NavigationPath.CodableRepresentation) {
        ModelProblems.notModelled("NavigationPath.init(_: NavigationPath.CodableRepresentation)", "the saved path is not read: the path is empty")
        elements = []
    }

    public var count: Int { elements.count }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var isEmpty: Bool { elements.isEmpty }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }
}

/// Reads and changes the path a navigation stack shows, wherever it lives: a binding to a
/// `NavigationPath` or to a typed collection, or the stack's own storage.
struct NavigationPathAccess {
    let values: @MainActor () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold it (a typed path of another type).
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor (Int) -> Void

    static func binding(_ path: Binding<NavigationPath>) -> NavigationPathAccess {
        NavigationPathAccess(values: { path.wrappedValue.elements },
                             append: { path.wrappedValue.elements.append($0); return true },
                             removeLast: { path.wrappedValue.removeLast(min($0, path.wrappedValue.count)) })
    }

    static func binding<Data>(_ path: Binding<Data>) -> NavigationPathAccess
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        NavigationPathAccess(values: { path.wrappedValue.map { AnyHashable($0) } },
                             append: { value in
                                 guard let element = value.base as? Data.Element else { return false }
                                 path.wrappedValue.append(element)
                                 return true
                             },
                             removeLast: { path.wrappedValue.removeLast(min($0, path.wrappedValue.count)) })
    }
}
