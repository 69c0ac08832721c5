import Foundation

/// Toolbar content a user may customise (Apple's `CustomizableToolbarContent`): items made with an
/// identifier, and the builder's blocks, branches and groups of them. On iPhone a customisable
/// toolbar shows its items as any toolbar does: Apple's documentation of `toolbar(id:content:)`
/// ("Customizable toolbars will be displayed on both macOS and iOS, but only apps running on
/// iPadOS 16.0 and later will support user customization").
/// No availability data: the model's own conformances would warn.
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

// The conformances Apple's interface declares.
extension Never: CustomizableToolbarContent {}
extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension TupleToolbarContent: CustomizableToolbarContent {}
extension _LimitedAvailabilityToolbarContent: CustomizableToolbarContent {}
extension _ConditionalContent: CustomizableToolbarContent where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}
extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension Group where Content: CustomizableToolbarContent {
    /// A group of customisable items (Apple's overload for customisable content): the toolbar sees
    /// through it to its members (`GroupedToolbarContent`), as for any group of items.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Apple's overloads of the builder for customisable content: the same blocks, whose result stays
/// customisable (so that `toolbar(id:content:)` takes it).
extension ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: CustomizableToolbarContent { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent where Content: CustomizableToolbarContent { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1)>((c0, c1))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2)>((c0, c1, c2))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3)>((c0, c1, c2, c3))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent, C9: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: CustomizableToolbarContent { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.5)")
    public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent) -> some CustomizableToolbarContent {
        _LimitedAvailabilityToolbarContent(erased: content)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 14.0, obsoleted: 17.5) this code may crash on earlier versions of the OS; specify '#available(iOS 17.5, *)' or newer instead")
    public static func buildLimitedAvailability<Content>(_ content: Content) -> some CustomizableToolbarContent where Content: CustomizableToolbarContent { content }
}

extension View {
    /// Places the items as `toolbar(content:)` does: on iPhone there is no customisation (see
    /// `CustomizableToolbarContent`), so the identifier changes nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View where Content: CustomizableToolbarContent {
        let items = ToolbarFlattening.items(content())
        return ToolbarHost(content: self, items: ToolbarItemsView(items: items))
    }
}

/// Customisable content with a customisation the model does not make: its items are placed as
/// they were (a group to `ToolbarFlattening`).
struct CustomizedToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent {
    let content: Content
    typealias Body = Never
}

extension CustomizedToolbarContent: GroupedToolbarContent {
    var members: any ToolbarContent { content }
}

extension CustomizableToolbarContent {
    private func reported(_ api: String, _ consequence: String) -> CustomizedToolbarContent<Self> {
        ModelProblems.notModelled(api, consequence)
        return CustomizedToolbarContent(content: self)
    }

    /// Not modelled: the report says so; the item is placed as it was.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        reported("CustomizableToolbarContent.customizationBehavior(_:)", "the user's customisation of the toolbar is not modelled: the item is placed as it was")
    }

    /// Not modelled: the report says so; the item is placed as it was.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        reported("CustomizableToolbarContent.defaultCustomization(_:options:)", "the user's customisation of the toolbar is not modelled: the item is placed as it was")
    }

    /// Not modelled: the report says so; the item is placed as it was.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0, deprecated: 16.0) Please provide either a visibility or customization options")
    public func defaultCustomization() -> some CustomizableToolbarContent {
        reported("CustomizableToolbarContent.defaultCustomization()", "the user's customisation of the toolbar is not modelled: the item is placed as it was")
    }

    /// Not modelled: the report says so; the item is placed and drawn as it was.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        reported("CustomizableToolbarContent.sharedBackgroundVisibility(_:)", "the item's shared background is not drawn or hidden: the item is placed as it was")
    }

    /// Not modelled: the report says so; the item is placed as it was and no transition starts from it.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some CustomizableToolbarContent {
        reported("CustomizableToolbarContent.matchedTransitionSource(id:in:)", "no zoom transition starts from the item: it is placed as it was")
    }
}
