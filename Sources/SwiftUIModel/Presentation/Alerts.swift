import CourseCheckProtocol
import Foundation

/// An alert's or dialog's content: its title, its message, and its actions, laid out as the
/// system lays them out. Facts (Apple's `alert(_:isPresented:actions:message:)` and
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`; docs/FACTS.md, "Presentation"):
/// - every action dismisses it after it runs;
/// - an alert with no actions gets an "OK" button; a dialog always has a dismiss button, "Cancel",
///   unless one of its buttons has the cancel role;
/// - only one cancel button is kept; with two buttons the cancel one is on the leading side, with
///   more they stack and it goes to the bottom (a public measurement of iOS 15's alerts);
/// - a dialog shows its title only when asked to (`titleVisibility: .visible`; no source found for
///   what `.automatic` does on iPhone — the model hides it).
struct AlertContent<Actions: View, Message: View>: View {
    let title: Text
    let message: Message?
    let actions: Actions
    let style: PresentationStyle
    let showsTitle: Bool
    let dismiss: @MainActor () -> Void
    typealias Body = Never
}

extension AlertContent: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        var children = [ChildView(identity: .index(0), view: actions)]
        if let message { children.append(ChildView(identity: .index(1), view: message.font(.footnote))) }
        return children
    }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.presentationActionDismiss = dismiss
        return environment
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        var buttons = children[0].filter { $0.kind == "Button" }
        let message = children.count > 1 ? children[1] : []
        func role(_ node: DisplayNode) -> ButtonRole? { node.carried[ButtonRoleKey.self] }
        // One cancel button at most: the first.
        if let firstCancel = buttons.firstIndex(where: { role($0) == .cancel }) {
            buttons = buttons.enumerated().filter { $0.offset == firstCancel || role($0.element) != .cancel }.map(\.element)
        }
        if buttons.isEmpty, style == .alert { buttons = [Self.systemButton("OK", role: nil, action: dismiss, context: context)] }
        if style == .confirmationDialog, !buttons.contains(where: { role($0) == .cancel }) {
            buttons.append(Self.systemButton("Cancel", role: .cancel, action: dismiss, context: context))
        }
        let cancels = buttons.filter { role($0) == .cancel }
        let others = buttons.filter { role($0) != .cancel }
        let sideBySide = style == .alert && buttons.count == 2
        let ordered = sideBySide ? cancels + others : others + cancels

        var header: [DisplayNode] = []
        if showsTitle { header.append(SystemText.node(title, font: .headline, context: context)) }
        header += message
        var rows: [DisplayNode] = []
        if !header.isEmpty {
            let texts = stackNode(kind: "VStack", children: header, layout: StackLayout(axis: .vertical, spacing: 4, crossAlignment: 0.5))[0]
            rows.append(DisplayNode(kind: "padding", children: [texts], layout: PaddingLayout(insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))))
        }
        let sized = ordered.map { button in
            DisplayNode(kind: "frame", children: [button], layout: FlexibleFrameLayout(
                horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(min: AlertContentMetrics.buttonHeight, ideal: nil, max: nil), alignment: .center))
        }
        if sideBySide {
            rows += stackNode(kind: "HStack", children: sized, layout: StackLayout(axis: .horizontal, spacing: 0, crossAlignment: 0.5))
        } else {
            rows += sized
        }
        let node = stackNode(kind: style.layerKind, children: rows, layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))[0]
        node.content = showsTitle || style == .alert ? ReportQuoting.quote(TextResolver.plain(title)) : nil
        return [node]
    }

    /// A button the system adds ("OK", "Cancel").
    static func systemButton(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void, context: BuildContext) -> DisplayNode {
        let label = SystemText.node(Text(verbatim: title), font: .body, context: context)
        let button = DisplayNode(kind: "Button", children: [label], layout: PassThroughGroupLayout())
        button.accessibility.role = .button
        button.accessibility.label = title
        if let role {
            button.attributes = [(Attribute.Name.role, role.name)]
            button.carried[ButtonRoleKey.self] = role
        }
        button.touch.tapAction = action
        return button
    }
}

enum AlertContentMetrics {
    /// An alert's button row. No source found: 44 points, the minimum tap target the HIG asks for.
    static let buttonHeight: CGFloat = 44
}

extension PresentationHost {
    /// An alert or dialog: its content is the layer itself (sized by the content, placed by the screen).
    static func alertLayer(_ units: [DisplayNode], style: PresentationStyle) -> DisplayNode {
        if units.count == 1 { return units[0] }
        return DisplayNode(kind: style.layerKind, children: units, layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))
    }
}

/// Builds the presentation of an alert or a dialog.
@MainActor
enum AlertPresentation {
    static func host<Content: View, Actions: View, Message: View>(
        _ content: Content, title: Text, isPresented: Binding<Bool>, style: PresentationStyle, showsTitle: Bool,
        actions: Actions?, message: Message?
    ) -> PresentationHost<Content, AlertContent<Actions, Message>> {
        let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
        let presented = actions.map { AlertContent(title: title, message: message, actions: $0, style: style, showsTitle: showsTitle, dismiss: dismiss) }
        return PresentationHost(content: content, presented: isPresented.wrappedValue ? presented : nil, style: style, dismiss: dismiss, onDismiss: nil,
                                makeLayer: { units, _ in PresentationHost<Content, AlertContent<Actions, Message>>.alertLayer(units, style: style) })
    }
}

extension View {
    // MARK: Alerts (iOS 15)

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        AlertPresentation.host(self, title: title, isPresented: isPresented, style: .alert, showsTitle: true, actions: actions(), message: EmptyView?.none)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        AlertPresentation.host(self, title: title, isPresented: isPresented, style: .alert, showsTitle: true, actions: actions(), message: message())
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        AlertPresentation.host(self, title: Text(titleKey), isPresented: isPresented, style: .alert, showsTitle: true, actions: data.map(actions), message: EmptyView?.none)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        AlertPresentation.host(self, title: Text(title), isPresented: isPresented, style: .alert, showsTitle: true, actions: data.map(actions), message: EmptyView?.none)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        AlertPresentation.host(self, title: Text(titleKey), isPresented: isPresented, style: .alert, showsTitle: true, actions: data.map(actions), message: data.map(message))
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        AlertPresentation.host(self, title: Text(title), isPresented: isPresented, style: .alert, showsTitle: true, actions: data.map(actions), message: data.map(message))
    }

    /// An alert for an error: titled by its description (Apple's `alert(isPresented:error:actions:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        AlertPresentation.host(self, title: Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, style: .alert, showsTitle: true,
                               actions: error.map { _ in actions() }, message: EmptyView?.none)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        AlertPresentation.host(self, title: Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, style: .alert, showsTitle: true,
                               actions: error.map(actions), message: error.map(message))
    }

    // MARK: Confirmation dialogs

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        AlertPresentation.host(self, title: title, isPresented: isPresented, style: .confirmationDialog, showsTitle: titleVisibility == .visible,
                               actions: actions(), message: EmptyView?.none)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        AlertPresentation.host(self, title: title, isPresented: isPresented, style: .confirmationDialog, showsTitle: titleVisibility == .visible,
                               actions: actions(), message: message())
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        AlertPresentation.host(self, title: Text(titleKey), isPresented: isPresented, style: .confirmationDialog, showsTitle: titleVisibility == .visible,
                               actions: data.map(actions), message: EmptyView?.none)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        AlertPresentation.host(self, title: Text(titleKey), isPresented: isPresented, style: .confirmationDialog, showsTitle: titleVisibility == .visible,
                               actions: data.map(actions), message: data.map(message))
    }
}
