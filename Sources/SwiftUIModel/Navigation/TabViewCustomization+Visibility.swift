import Foundation

// The visibility members of a tab view's customization (iOS 18, 18.4), which the generator could
// not make (it knows no placeholder of `Visibility`). The model's `TabViewCustomization`
// (generated) keeps nothing and its tab views are never customised by the person using the app:
// each read reports itself and reads `.automatic`, each write reports itself and is not kept.

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TabViewCustomization {
    /// Not modelled: a use reports itself; reads `.automatic`, and what is written is not kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0, deprecated: 100000.0) Use the `tab` subscript and read `sidebarVisibility` instead.")
    public subscript(sidebarVisibility id: String) -> Visibility {
        get {
            ModelProblems.notModelled("TabViewCustomization.subscript(sidebarVisibility:)", "the customization keeps nothing: reads .automatic")
            return .automatic
        }
        set {
            ModelProblems.notModelled("TabViewCustomization.subscript(sidebarVisibility:)", "the customization keeps nothing: what is written is not kept")
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
extension TabViewCustomization.TabCustomization {
    /// Not modelled: a use reports itself; reads `.automatic`, and what is written is not kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
    public var sidebarVisibility: Visibility {
        get {
            ModelProblems.notModelled("TabViewCustomization.TabCustomization.sidebarVisibility", "the customization keeps nothing: reads .automatic")
            return .automatic
        }
        set {
            ModelProblems.notModelled("TabViewCustomization.TabCustomization.sidebarVisibility", "the customization keeps nothing: what is written is not kept")
        }
    }

    /// Not modelled: a use reports itself; reads `.automatic`.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
    public var tabBarVisibility: Visibility {
        ModelProblems.notModelled("TabViewCustomization.TabCustomization.tabBarVisibility", "the customization keeps nothing: reads .automatic")
        return .automatic
    }
}
