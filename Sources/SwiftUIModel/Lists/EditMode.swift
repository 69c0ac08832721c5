import CourseCheckProtocol
import Foundation

/// Whether the user can edit a view's content (Apple's `EditMode`). In edit mode a list's rows
/// with `onDelete` or `onMove` show their delete and move controls.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the navigation column the view is in (each column has its own, shared by
    /// its toolbar's `EditButton` and its lists); nil outside a navigation stack.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the environment's edit mode: "Edit", and "Done" while editing
/// (Apple's `EditButton`; docs/FACTS.md, "Lists"). Without an edit mode in its environment (outside
/// a navigation stack) it does nothing.
@MainActor @preconcurrency
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}

/// A view made of a collection's elements, which a list can delete from and reorder (Apple's
/// `DynamicViewContent`: `ForEach`).
@MainActor @preconcurrency
public protocol DynamicViewContent<Data>: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

/// The delete and move actions of a row, by its element's offset.
enum DeleteActionKey: CarriedKey { typealias Value = @MainActor () -> Void }
enum MoveActionKey: CarriedKey { typealias Value = @MainActor (Int) -> Void }
enum DeleteDisabledKey: CarriedKey { typealias Value = Bool }
enum MoveDisabledKey: CarriedKey { typealias Value = Bool }

extension DynamicViewContent {
    /// Rows of this content can be deleted: by a full swipe, the row's "Delete" swipe button, or
    /// the delete control in edit mode. The action gets the element's offset.
    public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent {
        modifier(RowEditModifier(delete: action, move: nil))
    }

    /// Rows of this content can be reordered; the action gets the offset moved and the offset it
    /// goes before, as `Array.move(fromOffsets:toOffset:)` takes them.
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent {
        modifier(RowEditModifier(delete: nil, move: action))
    }
}

extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(RowSettingModifier { $0.carried[DeleteDisabledKey.self] = isDisabled })
    }

    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(RowSettingModifier { $0.carried[MoveDisabledKey.self] = isDisabled })
    }
}

/// Gives each row unit of a `ForEach` its delete or move action, for its element's offset.
struct RowEditModifier: ViewModifier, BuiltinModifier {
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        guard let offset = unit.carried[RowElementKey.self]?.offset else { return unit }
        if let delete, unit.carried[DeleteDisabledKey.self] != true {
            unit.carried[DeleteActionKey.self] = { delete(IndexSet(integer: offset)) }
        }
        if let move, unit.carried[MoveDisabledKey.self] != true {
            unit.carried[MoveActionKey.self] = { position in
                // A row that moves down goes before the element after its new place.
                move(IndexSet(integer: offset), position > offset ? position + 1 : position)
            }
        }
        return unit
    }
}

/// The buttons a row shows when swiped from one edge.
struct SwipeActionSet {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let buttons: [DisplayNode]

    @MainActor var titles: [String] { buttons.compactMap { $0.accessibility.label } }

    /// The first destructive button's action (what a `delete` step does when the row has no `onDelete`).
    @MainActor var destructiveAction: (@MainActor () -> Void)? {
        buttons.first { $0.carried[ButtonRoleKey.self] == .destructive }?.touch.tapAction
    }

    /// The "Delete" button a row with `onDelete` and no trailing actions of its own shows (UIKit's
    /// default delete-confirmation title, `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`).
    @MainActor static func standardDelete(_ delete: @escaping @MainActor () -> Void) -> SwipeActionSet {
        let label = DisplayNode(kind: "Text", content: ReportQuoting.quote("Delete"), layout: LeafLayout { _ in
            CGSize(width: TextMetrics.width(of: "Delete", size: 17), height: TextMetrics.lineHeight(17))
        })
        label.accessibility.label = "Delete"
        let button = DisplayNode(kind: "Button", children: [label], layout: PaddingLayout(insets: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)))
        button.accessibility.role = .button
        button.accessibility.label = "Delete"
        button.attributes = [(Attribute.Name.role, "destructive")]
        button.carried[ButtonRoleKey.self] = .destructive
        button.touch.tapAction = delete
        return SwipeActionSet(edge: .trailing, allowsFullSwipe: true, buttons: [button])
    }
}
enum SwipeActionsKey: CarriedKey { typealias Value = [SwipeActionSet] }

extension View {
    /// Buttons a row shows when swiped from an edge (Apple's `swipeActions(edge:allowsFullSwipe:content:)`:
    /// trailing by default; a full swipe performs the first action; docs/FACTS.md).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        SwipeActionsHost(content: self, actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
}

/// A row's content with its swipe buttons beside it in the graph; the buttons ride on the
/// content's units up to the list.
struct SwipeActionsHost<Content: View, Actions: View>: View {
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    typealias Body = Never
}

extension SwipeActionsHost: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content), ChildView(identity: .index(1), view: actions)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let set = SwipeActionSet(edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: children[1])
        return children[0].map { unit in
            unit.carried[SwipeActionsKey.self, default: []].append(set)
            return unit
        }
    }
}
