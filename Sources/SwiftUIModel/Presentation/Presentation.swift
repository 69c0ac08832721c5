import CourseCheckProtocol
import Foundation

/// How a presented view is shown over the screen. On iPhone a popover adapts to a sheet (Apple's
/// `presentationCompactAdaptation(_:)`: "a popover … adapts to a sheet in a horizontally
/// compact size class"; docs/FACTS.md).
enum PresentationStyle: Equatable {
    case sheet
    case fullScreenCover
    case alert
    case confirmationDialog

    /// The kind of the layer's element in the report.
    var layerKind: String {
        switch self {
        case .sheet: "Sheet"
        case .fullScreenCover: "FullScreenCover"
        case .alert: "Alert"
        case .confirmationDialog: "ConfirmationDialog"
        }
    }

    /// A sheet is dismissed by swiping it down; a cover, an alert or a dialog is not.
    var isInteractivelyDismissible: Bool { self == .sheet }
}

/// The layers a view presents, carried on its display node until the screen lays them over the
/// window's root (`Host/ScreenLayers.swift`).
enum PresentedLayersKey: CarriedKey { typealias Value = [DisplayNode] }

/// What a layer is: its style, and how the host dismisses it (the `dismiss` step, a tap outside).
struct LayerInfo {
    var style: PresentationStyle
    /// Sets the presenting binding back (isPresented false, item nil).
    var dismiss: @MainActor () -> Void
}
enum LayerInfoKey: CarriedKey { typealias Value = LayerInfo }

/// A view that presents another one over the screen while a binding says so: `sheet`,
/// `fullScreenCover`, `popover`, `alert`, `confirmationDialog`. The presented view is part of the
/// graph (it has state, appears and disappears) under the presenting view, with an environment
/// of its own (`dismiss`, `isPresented`); its display nodes become a layer the screen shows over
/// everything else, and VoiceOver and taps reach only the frontmost layer.
struct PresentationHost<Content: View, Presented: View>: View {
    let content: Content
    /// The presented view, or nil when nothing is presented.
    let presented: Presented?
    let style: PresentationStyle
    /// Sets the binding back when the presentation is dismissed.
    let dismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?
    /// Wraps the presented view's units in the layer (an alert lays out its title and buttons).
    var makeLayer: (@MainActor ([DisplayNode], EnvironmentValues) -> DisplayNode)?
    typealias Body = Never
}

extension PresentationHost: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        var children = [ChildView(identity: .index(0), view: content)]
        if let presented {
            let token = context.node.storage["presentation.token"] as? EnvironmentActionToken ?? EnvironmentActionToken()
            context.node.storage["presentation.token"] = token
            children.append(ChildView(identity: .index(1), view: PresentedRoot(content: presented, token: token, dismiss: dismiss)))
        }
        return children
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let content = children.first ?? []
        guard presented != nil, children.count > 1 else { return content }
        let layer = makeLayer?(children[1], context.environment) ?? PresentationLayers.standard(children[1], style: style)
        layer.carried[LayerInfoKey.self] = LayerInfo(style: style, dismiss: dismiss)
        layer.carried[CarriedScopeKey.self] = style.layerKind
        let carriers = content.orCarrier()
        carriers[0].carried[PresentedLayersKey.self, default: []].append(layer)
        return carriers
    }

    /// `onDismiss` runs once the presentation is gone, whatever dismissed it.
    func didBuild(_ node: ViewNode) {
        let wasPresented = (node.storage["presentation.shown"] as? Box<Bool>)?.value ?? false
        node.storage["presentation.shown"] = Box(presented != nil)
        if wasPresented, presented == nil, let onDismiss { onDismiss() }
    }
}

extension CarriedValues {
    subscript<K: CarriedKey>(key: K.Type, default value: @autoclosure () -> K.Value) -> K.Value {
        get { self[key] ?? value() }
        set { self[key] = newValue }
    }
}

/// The root of a presented view: gives it the environment of a presentation.
struct PresentedRoot<Content: View>: View {
    let content: Content
    let token: EnvironmentActionToken
    let dismiss: @MainActor () -> Void
    typealias Body = Never
}

extension PresentedRoot: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.dismiss = DismissAction(token: token, action: dismiss)
        environment.isPresented = true
        environment.presentationScopeReset()
        return environment
    }
}

extension EnvironmentValues {
    /// A presentation starts outside the presenter's navigation stack and edit mode: a sheet has
    /// a navigation bar only if its content has a stack of its own.
    mutating func presentationScopeReset() {
        navigationContext = nil
        editMode = nil
    }
}

/// The display nodes of a presentation's layer.
@MainActor
enum PresentationLayers {
    /// A sheet or cover: its content laid out in the layer as in a window.
    static func standard(_ units: [DisplayNode], style: PresentationStyle) -> DisplayNode {
        DisplayNode(kind: style.layerKind, children: units, layout: PresentedContentLayout())
    }
}

/// A sheet's or cover's content is laid out as a window's root is: each unit centred in the
/// layer's safe area (the screen sets the layer's frame and its insets).
struct PresentedContentLayout: LayoutRule {
    /// The part of the layer's frame its content may use, set by the screen.
    final class Insets { var value = EdgeInsets() }
    let insets = Insets()

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let area = CGRect(x: bounds.minX + insets.value.leading, y: bounds.minY + insets.value.top,
                          width: max(bounds.width - insets.value.leading - insets.value.trailing, 0),
                          height: max(bounds.height - insets.value.top - insets.value.bottom, 0))
        for child in children { child.layoutAsRoot(in: area) }
    }
}
