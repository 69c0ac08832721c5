import CourseCheckProtocol
import Foundation

/// A navigation container: a root view, the views pushed over it, and a navigation bar that
/// shows the top view's title, its toolbar items and a back button (Apple's `NavigationStack`).
///
/// Every pushed view stays in the graph (its state lives on) while a view is pushed over it;
/// only the top one is on screen, so the ones below disappear and appear again when it is
/// popped (`ChildVisibility`).
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View> {
    let root: Root
    let path: NavigationPathAccess?
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = .binding(path)
    }
}

extension NavigationStack {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable {
        self.root = root()
        self.path = .binding(path)
    }
}

extension NavigationStack: View {}

extension NavigationStack: BuiltinView, ChildVisibility {
    func model(of node: ViewNode) -> NavigationModel {
        if let model = node.storage["navigation.model"] as? NavigationModel { return model }
        let model = NavigationModel()
        model.node = node
        node.storage["navigation.model"] = model
        return model
    }

    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let model = model(of: context.node)
        model.access = path
        var children = [ChildView(identity: .index(0), view: NavigationColumn(content: AnyView(root), context: NavigationContext(model: model, column: 0)))]
        // What is pushed depends on the path: its change builds this view again.
        let entries = BodyEvaluation.attributing(to: context.node) { model.entries }
        for (offset, entry) in entries.enumerated() {
            let column = offset + 1
            let content: AnyView
            let identity: AnyHashable
            switch entry {
            case .value(let value, let index):
                identity = AnyHashable(["value", AnyHashable(index), value])
                content = model.destination(for: value).map { AnyView(AnyViewBox($0(value))) } ?? AnyView(EmptyView())
            case .view(let id, let view):
                identity = AnyHashable(["view", AnyHashable(id)])
                content = AnyView(AnyViewBox(view))
            case .bound(let key, let push):
                identity = AnyHashable(["bound", AnyHashable(key)])
                content = AnyView(AnyViewBox(push.view))
            }
            children.append(ChildView(identity: .explicit(identity), view: NavigationColumn(content: content, context: NavigationContext(model: model, column: column))))
        }
        context.node.storage["navigation.top"] = Box(children.last!.identity)
        return children
    }

    func isShown(child: IdentityComponent, of node: ViewNode) -> Bool {
        (node.storage["navigation.top"] as? Box<IdentityComponent>)?.value == child
    }

    /// The column that was on top and the one that is now trade places on screen.
    func didBuild(_ node: ViewNode) {
        let top = (node.storage["navigation.top"] as? Box<IdentityComponent>)?.value
        let previous = (node.storage["navigation.shownTop"] as? Box<IdentityComponent>)?.value
        if let top { node.storage["navigation.shownTop"] = Box(top) }
        guard previous != top, let graph = node.graph else { return }
        for child in node.children where child.identity.last == previous || child.identity.last == top {
            graph.updateVisibility(of: child)
        }
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [NavigationBarBuilder.stack(columns: children, context: context)]
    }
}

/// A view of any type, as a destination closure returns it.
struct AnyViewBox: View {
    let view: any View
    init(_ view: any View) { self.view = view }
    typealias Body = Never
}

extension AnyViewBox: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .type(ObjectIdentifier(type(of: view))), view: view)]
    }
}

/// One screen of a navigation stack: the root or a pushed view, with its place in the stack in
/// its environment (links push onto this stack; `dismiss` pops this column).
struct NavigationColumn: View {
    let content: AnyView
    let context: NavigationContext
    typealias Body = Never
}

extension NavigationColumn: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.navigationContext = context
        environment.editMode = context.model.editMode(ofColumn: context.column)
        if context.column > 0 {
            let model = context.model, column = context.column
            environment.dismiss = DismissAction(token: model.columnToken(column)) { model.pop(toDepth: column - 1) }
            environment.isPresented = true
        }
        return environment
    }
}

extension NavigationModel {
    /// A token per column, so that its dismiss action stays the same one between builds.
    func columnToken(_ column: Int) -> EnvironmentActionToken {
        if let token = columnTokens[column] { return token }
        let token = EnvironmentActionToken()
        columnTokens[column] = token
        return token
    }
}
