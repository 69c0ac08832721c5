import Foundation

/// The alert before iOS 15: a value describing the alert, shown by `alert(isPresented:content:)`
/// (Apple's `Alert`, deprecated in favour of `alert(_:isPresented:actions:message:)`). With no
/// button it shows "OK".
@available(*, deprecated, message: "@available(iOS, deprecated: 100000) use `View.alert(title:isPresented:presenting::actions:) instead.")
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet.
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use View.alert(_:isPresented:presenting:actions:) instead.")
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button with the system's title, "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }
    }
}

/// The dialog before iOS 15 (Apple's `ActionSheet`, deprecated in favour of `confirmationDialog`).
@available(*, deprecated, message: "@available(iOS, deprecated: 100000) use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]
    public typealias Button = Alert.Button

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of a legacy alert as SwiftUI buttons.
@available(*, deprecated, message: "the model's own use of API whose availability is data")
struct LegacyAlertButtons: View {
    let buttons: [Alert.Button]
    typealias Body = Never
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension LegacyAlertButtons: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        buttons.enumerated().map { index, button in
            let action = button.action
            return ChildView(identity: .index(index), view: SwiftUIModel.Button(role: button.role, action: { action?() }) { button.label })
        }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return AlertPresentation.host(self, title: alert.title, isPresented: isPresented, style: .alert, showsTitle: true,
                                      actions: LegacyAlertButtons(buttons: alert.buttons), message: alert.message)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return AlertPresentation.host(self, title: alert?.title ?? Text(verbatim: ""), isPresented: isPresented, style: .alert, showsTitle: true,
                                      actions: LegacyAlertButtons(buttons: alert?.buttons ?? []), message: alert?.message)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return AlertPresentation.host(self, title: sheet.title, isPresented: isPresented, style: .confirmationDialog, showsTitle: true,
                                      actions: LegacyAlertButtons(buttons: sheet.buttons), message: sheet.message)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return AlertPresentation.host(self, title: sheet?.title ?? Text(verbatim: ""), isPresented: isPresented, style: .confirmationDialog, showsTitle: true,
                                      actions: LegacyAlertButtons(buttons: sheet?.buttons ?? []), message: sheet?.message)
    }
}
