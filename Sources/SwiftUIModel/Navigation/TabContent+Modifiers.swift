import Foundation

// The modifiers of tab content (iOS 18), with Apple's signatures. A badge of text is the model's
// badge (`Tab.swift`); the rest are not modelled: each reports itself and leaves the tab as it was
// (`ReportedTabContent`, which the tab view sees through).

extension TabContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
        BadgedTab(base: self, badge: Text(key))
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func badge(_ resource: LocalizedStringResource) -> some TabContent<TabValue> {
        BadgedTab(base: self, badge: Text(resource))
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func badge<S>(_ label: S) -> some TabContent<TabValue> where S: StringProtocol {
        BadgedTab(base: self, badge: Text(label))
    }

    // Accessibility of a tab's item in the tab bar.

    /// Not modelled: a use reports itself; the tab's item keeps its own hint.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityHint(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item keeps its own hint.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityHint(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item keeps its own hint.
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityHint(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item keeps its own hint.
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHint<S>(_ hint: S, isEnabled: Bool = true) -> some TabContent<TabValue> where S: StringProtocol { reported("TabContent.accessibilityHint(_:isEnabled:)") }

    /// Not modelled: a use reports itself; the tab's item has no identifier.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityIdentifier(_:isEnabled:)") }

    /// Not modelled: a use reports itself; the tab's item keeps its own input labels.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityInputLabels(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item keeps its own input labels.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityInputLabels(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item keeps its own input labels.
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityInputLabels<S>(_ inputLabels: [S], isEnabled: Bool = true) -> some TabContent<TabValue> where S: StringProtocol { reported("TabContent.accessibilityInputLabels(_:isEnabled:)") }

    /// Not modelled: a use reports itself; the tab's item keeps its title as its label.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityLabel(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item keeps its title as its label.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityLabel(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item keeps its title as its label.
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityLabel(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item keeps its title as its label.
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel<S>(_ label: S, isEnabled: Bool = true) -> some TabContent<TabValue> where S: StringProtocol { reported("TabContent.accessibilityLabel(_:isEnabled:)") }

    /// Not modelled: a use reports itself; the tab's item has no value.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityValue(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item has no value.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityValue(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item has no value.
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<TabValue> { reported("TabContent.accessibilityValue(_:isEnabled:)") }
    /// Not modelled: a use reports itself; the tab's item has no value.
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityValue<S>(_ value: S, isEnabled: Bool = true) -> some TabContent<TabValue> where S: StringProtocol { reported("TabContent.accessibilityValue(_:isEnabled:)") }

    // The tab bar's and sidebar's other behaviours: the model's tab bar is a plain bar of items.

    /// Not modelled: a use reports itself; the tab's item has no context menu.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func contextMenu<M>(@ViewBuilder menuItems: () -> M) -> some TabContent<TabValue> where M: View { reported("TabContent.contextMenu(menuItems:)") }

    /// Not modelled: a use reports itself; tabs are not customisable.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> { reported("TabContent.customizationBehavior(_:for:)") }

    /// Not modelled: a use reports itself; tabs are not customisable.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func customizationID(_ id: String) -> some TabContent<TabValue> { reported("TabContent.customizationID(_:)") }

    /// Not modelled: a use reports itself; the tab is shown in the bar whatever its visibility.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> { reported("TabContent.defaultVisibility(_:for:)") }

    /// Not modelled: a use reports itself; the tab stays enabled.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
    public func disabled(_ disabled: Bool) -> some TabContent<TabValue> { reported("TabContent.disabled(_:)") }

    /// Not modelled: a use reports itself; the tab's item cannot be dragged.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.1)")
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some TabContent<TabValue> where T: Transferable { reported("TabContent.draggable(_:)") }

    /// Not modelled: a use reports itself; nothing can be dropped on the tab's item.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void) -> some TabContent<TabValue> where T: Transferable { reported("TabContent.dropDestination(for:action:)") }

    /// Not modelled: a use reports itself; the tab is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> { reported("TabContent.hidden(_:)") }

    /// Not modelled: a use reports itself; the popover is never shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some TabContent<TabValue> where Content: View { reported("TabContent.popover(isPresented:attachmentAnchor:arrowEdge:content:)") }

    /// Not modelled: a use reports itself; the popover is never shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some TabContent<TabValue> where Item: Identifiable, Content: View { reported("TabContent.popover(item:attachmentAnchor:arrowEdge:content:)") }

    /// Not modelled: a use reports itself; a tab section's actions are not shown (the sidebar is not modelled).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func sectionActions<Content>(@ViewBuilder content: () -> Content) -> some TabContent<TabValue> where Content: View { reported("TabContent.sectionActions(content:)") }

    /// Not modelled: a use reports itself; the tab's item is not spring-loaded.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some TabContent<TabValue> { reported("TabContent.springLoadingBehavior(_:)") }

    /// Not modelled: a use reports itself; the tab's item has no swipe actions.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some TabContent<TabValue> where T: View { reported("TabContent.swipeActions(edge:allowsFullSwipe:content:)") }

    /// Not modelled: a use reports itself; the tab is placed in the bar as any other.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> { reported("TabContent.tabPlacement(_:)") }

    /// Reports a modifier the model does not model, and leaves the content as it was.
    private func reported(_ api: String) -> ReportedTabContent<Self> {
        ModelProblems.notModelled(api, "the tab is shown as it would be without it")
        return ReportedTabContent(base: self)
    }
}

/// Tab content under a modifier the model does not model: the tab view sees its base.
struct ReportedTabContent<Base: TabContent>: TabContent, TabContentChoice {
    typealias TabValue = Base.TabValue
    let base: Base
    typealias Body = Never
    var chosen: Any? { base }
}
