import CourseCheckProtocol
import Foundation

// Drag-to-reorder, as the course's iOS 27 SDK has it: `.reorderable()` on the views that can be
// dragged (a ForEach), and `.reorderContainer(for:isEnabled:_:)` on their container, which is
// told where the dragged items go. Apple's documentation of this API is not available to the
// model; the shape follows the course's use of it (lesson 46, TripGrid):
//
//     .reorderContainer(for: Trip.self, isEnabled: filter == .all) { difference in
//         switch difference.destination.position {
//         case .before(let id): store.move(difference.sources, before: id)
//         case .end: store.move(difference.sources, before: nil)
//         }
//     }
//
// The model records the capability on the report (`reorderable=true`); no step drags yet.

/// Where dragged items were dropped, and which they were.
public struct ReorderDifference<ID: Hashable>: Sendable where ID: Sendable {
    /// The ids of the items that moved, in their order.
    public var sources: [ID]
    public var destination: Destination

    public struct Destination: Sendable {
        public var position: Position
    }

    public enum Position: Sendable {
        /// Before the item with this id.
        case before(ID)
        /// After the last item.
        case end
    }
}

struct ReorderableModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.attributes.append((Attribute.Name.reorderable, "true"))
        return unit
    }
}

struct ReorderContainerModifier: ViewModifier, BuiltinModifier {
    let isEnabled: Bool
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.attributes.append((Attribute.Name.reorder, isEnabled ? "enabled" : "disabled"))
        return unit
    }
}

extension View {
    public func reorderable() -> some View {
        modifier(ReorderableModifier())
    }

    public func reorderContainer<Item: Identifiable>(for itemType: Item.Type, isEnabled: Bool = true,
                                                     _ action: @escaping (ReorderDifference<Item.ID>) -> Void) -> some View
    where Item.ID: Sendable {
        modifier(ReorderContainerModifier(isEnabled: isEnabled))
    }
}
