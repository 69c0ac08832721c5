import Foundation
import Observation

/// Reads a value from the environment of the view it is installed on.
///
/// Installed by the graph before the view's body runs (see `DynamicProperties`). Read anywhere
/// else (for example in an `@Observable` model, which is not in the view tree) it gives the
/// default value, and logs what SwiftUI logs.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let box: EnvironmentBox<Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        box = EnvironmentBox(read: { $0[keyPath: keyPath] }, keyPath: keyPath, typeName: "\(Value.self)")
    }

    /// The object form: an `@Observable` object filed in the environment under exactly this type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        box = EnvironmentBox(read: { environment in
            guard let object = environment.object(of: objectType) as? Value else {
                EnvironmentObjects.missing(objectType)
            }
            return object
        }, keyPath: nil, typeName: "\(Value.self)")
    }

    /// The optional object form: nil when no object of this type is in the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        box = EnvironmentBox(read: { $0.object(of: objectType) as? T }, keyPath: nil, typeName: "\(Value.self)")
    }

    public var wrappedValue: Value { box.value }
}

/// The reference part of `Environment`, so the graph can fill it in although the view is a value.
final class EnvironmentBox<Value>: DynamicPropertyBox {
    let read: (EnvironmentValues) -> Value
    let keyPath: KeyPath<EnvironmentValues, Value>?
    let typeName: String
    private var installed: EnvironmentValues?
    private weak var node: ViewNode?

    init(read: @escaping (EnvironmentValues) -> Value, keyPath: KeyPath<EnvironmentValues, Value>?, typeName: String) {
        self.read = read
        self.keyPath = keyPath
        self.typeName = typeName
    }

    @MainActor func install(on node: ViewNode, key: String) {
        installed = node.environment
        self.node = node
    }

    var value: Value {
        guard let installed else {
            ModelLog.log("Accessing Environment<\(typeName)>'s value outside of being installed on a View. This will always read the default value and will not update.")
            return read(EnvironmentValues())
        }
        let value = read(installed)
        if let node {
            MainActor.assumeIsolated { recordRead(value, on: node) }
        }
        return value
    }

    @MainActor private func recordRead(_ value: Value, on node: ViewNode) {
        let read = self.read
        let seen = value
        node.environmentReads.append(EnvironmentRead(isCurrent: { environment in
            ValueIdentity.same(seen, read(environment))
        }))
    }
}

/// What SwiftUI does when a view asks for an environment object that no ancestor provided.
enum EnvironmentObjects {
    static func missing(_ type: Any.Type) -> Never {
        // SwiftUI's own crash site and message (Apple's SwiftUICore), as the simulator's console shows it.
        fatalError("No Observable object of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view.", file: "SwiftUICore/Environment+Objects.swift", line: 34)
    }
}
