import Foundation

extension View {
    /// Prints which of the view's inputs changed since its body last ran, in SwiftUI's format:
    /// `ContentView: @self, @identity, _count changed.` the first time, then `ContentView: _count
    /// changed.`, `ContentView: @self changed.` (a new value from the parent that differs), or
    /// `ContentView: unchanged.` No source in Apple's documentation (the method is underscored):
    /// the format as WWDC21's "Demystify SwiftUI" and public blog posts show it. A view without
    /// dynamic properties has no `@identity`: its first line is `ContentView: @self changed.`
    /// (OpenSwiftUI's ChangedBodyPropertyCompatibilityTests, run against SwiftUI, commit 069dd80:
    /// `zeroPropertyView` and `propertyView`; in OpenSwiftUI only a `DynamicBody` has it).
    @MainActor public static func _printChanges() {
        guard let line = PrintChanges.line(for: Self.self) else { return }
        print(line)
    }

    /// The same line, logged where SwiftUI logs it (the console, in the model); iOS 17's
    /// `_logChanges()` writes to the "com.apple.SwiftUI" log, which Xcode's console shows.
    @MainActor public static func _logChanges() {
        guard let line = PrintChanges.line(for: Self.self) else { return }
        ModelLog.log(line)
    }
}

@MainActor
enum PrintChanges {
    /// What the node's inputs looked like when its body last called `_printChanges()`.
    final class Snapshot {
        var selfDescription: String
        var properties: [String: String]
        init(selfDescription: String, properties: [String: String]) {
            self.selfDescription = selfDescription
            self.properties = properties
        }
    }

    static func line(for type: Any.Type) -> String? {
        guard let node = BodyEvaluation.current else { return nil }
        let (selfDescription, properties, order) = describe(node)
        let name = "\(type)"
        defer { node.storage["_printChanges"] = Snapshot(selfDescription: selfDescription, properties: properties) }
        guard let last = node.storage["_printChanges"] as? Snapshot else {
            let meta = order.isEmpty ? ["@self"] : ["@self", "@identity"]
            return "\(name): " + (meta + order).joined(separator: ", ") + " changed."
        }
        var changed: [String] = []
        if last.selfDescription != selfDescription { changed.append("@self") }
        changed += order.filter { last.properties[$0] != properties[$0] }
        return changed.isEmpty ? "\(name): unchanged." : "\(name): " + changed.joined(separator: ", ") + " changed."
    }

    /// The view's plain fields, and its dynamic properties' current values, by their stored names.
    private static func describe(_ node: ViewNode) -> (String, [String: String], [String]) {
        var plain: [String] = []
        var properties: [String: String] = [:]
        var order: [String] = []
        for (index, child) in Mirror(reflecting: node.view).children.enumerated() {
            let label = child.label ?? "\(index)"
            if child.value is any DynamicProperty {
                order.append(label)
                properties[label] = currentValue(of: label, in: node, fallback: child.value)
            } else {
                plain.append("\(label)=\(String(describing: child.value))")
            }
        }
        return (plain.joined(separator: ";"), properties, order)
    }

    private static func currentValue(of key: String, in node: ViewNode, fallback: Any) -> String {
        // A wrapper's storage is under its name, or under its inner fields' (`_count.box`).
        let found = node.storage.filter { $0.key == key || $0.key.hasPrefix(key + ".") }.sorted { $0.key < $1.key }
            .compactMap { ($0.value as? any ObservedValueDescribing)?.observedDescription }
        return found.isEmpty ? String(describing: fallback) : found.joined(separator: ";")
    }
}

/// Storage whose current value `_printChanges` can compare.
protocol ObservedValueDescribing {
    var observedDescription: String { get }
}

extension StateLocation: ObservedValueDescribing {
    var observedDescription: String { String(describing: peek) }
}

extension ObjectSubscription: ObservedValueDescribing {
    var observedDescription: String { "changes \(changes)" }
}
