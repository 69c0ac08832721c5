import Foundation

// Environment values of lists, menus, labels, scroll views and text selection. Where Apple's
// documentation gives the default (each property's page on developer.apple.com, searched
// 2026-12-05), the value behaves; where it gives none, a value a view above wrote is read back,
// and reading one nobody wrote reports itself and reads a placeholder (`readWithoutSourcedDefault`).

@available(*, deprecated, message: "the model's own use of API whose availability is data")
struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
struct DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat { ListMetrics.minRowHeight } }
/// Placeholders, not Apple's defaults (none is documented): a read of an unwritten value reports itself.
struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
struct MenuIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
@available(*, deprecated, message: "the model's own use of API whose availability is data")
struct TextSelectionAffinityKey: EnvironmentKey { static var defaultValue: TextSelectionAffinity { .automatic } }
@available(*, deprecated, message: "the model's own use of API whose availability is data")
struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .identity } }

extension EnvironmentValues {
    /// The value a view above wrote; with none, a report (Apple's documentation gives no default)
    /// and the key's placeholder.
    func readWithoutSourcedDefault<K: EnvironmentKey>(_ key: K.Type, _ api: String) -> K.Value {
        if !hasWritten(key) {
            ModelProblems.notModelled(api, "reads \(K.defaultValue), a placeholder: Apple's documentation gives no default")
        }
        return self[key]
    }

    /// `.standard` unless a view above sets another (Apple's `headerProminence` page: "The default
    /// is `Prominence.standard`"). The model's section headers do not read it.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// Always `.medium` on iOS, and setting another value has no effect (Apple's `sidebarRowSize`
    /// page: on platforms other than macOS "the value is always `.medium`").
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var sidebarRowSize: SidebarRowSize {
        get { .medium }
        set { _ = newValue }
    }

    /// The 44 points the model's list rows are at least tall (`ListMetrics.minRowHeight`, its
    /// source there). Not modelled: a value written is read back, but the model's lists keep
    /// their own minimum (the write reports itself).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set {
            ModelProblems.notModelled("EnvironmentValues.defaultMinListRowHeight", "the model's list rows keep their 44-point minimum")
            self[DefaultMinListRowHeightKey.self] = newValue
        }
    }

    /// Not modelled: reading a value no view above wrote reports itself and reads `.automatic`, a
    /// placeholder (Apple's documentation gives no default); `labelsVisibility(_:)` does not write it.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var labelsVisibility: Visibility {
        get { readWithoutSourcedDefault(LabelsVisibilityKey.self, "EnvironmentValues.labelsVisibility") }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    /// Not modelled: reading a value no view above wrote reports itself and reads `.automatic`, a
    /// placeholder (Apple's documentation gives no default); `menuIndicator(_:)` does not write it.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var menuIndicatorVisibility: Visibility {
        get { readWithoutSourcedDefault(MenuIndicatorVisibilityKey.self, "EnvironmentValues.menuIndicatorVisibility") }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// Not modelled: whether a navigation link shows its disclosure indicator is not modelled; a
    /// read reports itself and reads `.automatic`, a placeholder (Apple's documentation gives no
    /// default). Read-only, as Apple declares it.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var navigationLinkIndicatorVisibility: Visibility {
        ModelProblems.notModelled("EnvironmentValues.navigationLinkIndicatorVisibility", "reads .automatic, a placeholder: Apple's documentation gives no default")
        return .automatic
    }

    /// Not modelled: reading a value no view above wrote reports itself and reads `.automatic`, a
    /// placeholder (Apple's documentation gives no default); `textSelectionAffinity(_:)` does not write it.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var textSelectionAffinity: TextSelectionAffinity {
        get { readWithoutSourcedDefault(TextSelectionAffinityKey.self, "EnvironmentValues.textSelectionAffinity") }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }

    /// Not modelled: reading a value no view above wrote reports itself and reads `.identity`, a
    /// placeholder (Apple's documentation gives no default); `contentTransition(_:)` records its
    /// transition on the view, not here.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var contentTransition: ContentTransition {
        get { readWithoutSourcedDefault(ContentTransitionKey.self, "EnvironmentValues.contentTransition") }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// What `scrollIndicators(_:axes:)` wrote (the key `horizontalScrollIndicatorVisibility` reads
    /// too: the model keeps one visibility for both axes). Not modelled: reading it when no view
    /// above wrote it reports itself and reads `.automatic`, a placeholder (Apple's documentation
    /// gives no default).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { readWithoutSourcedDefault(ScrollIndicatorsKey.self, "EnvironmentValues.verticalScrollIndicatorVisibility") }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }

    /// Not modelled: the model's presentations are read through `isPresented` and `dismiss`; a
    /// read reports itself and is a constant binding to a placeholder whose members report themselves.
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        ModelProblems.notModelled("EnvironmentValues.presentationMode", "reads a constant binding to a placeholder: use isPresented or dismiss")
        return .constant(PresentationMode(notModelledPlaceholder: ()))
    }
}
