import CourseCheckProtocol
import Foundation

/// A control that hands items to the system's share sheet (Apple's `ShareLink`, iOS 16). Its
/// default label is the share symbol with "Share". Tapping it is recorded as an event naming what
/// is shared: the share sheet (with the subject, message and preview given) is the system's, which
/// the model does not show; a subject, message or preview given reports itself.
@MainActor @preconcurrency
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View> where Data.Element: Transferable {
    /// What is shared, as the event names it: a URL's address, a string itself, another item's description.
    let items: [String]
    let label: Label
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }

    /// The subject, message and preview go to the share sheet, which is the system's and which the
    /// model does not show: given, they report themselves.
    init(sharing items: some Sequence, label: Label, subject: Text? = nil, message: Text? = nil, hasPreview: Bool = false) {
        self.items = items.map(ShareLinkItems.described)
        self.label = label
        if subject != nil || message != nil {
            ModelProblems.notModelled("ShareLink(subject:message:)", "the share sheet that shows a subject and message is the system's; the model records only the items shared")
        }
        if hasPreview {
            ModelProblems.notModelled("ShareLink(preview:)", "the share sheet that shows the preview is the system's; the model records only the items shared")
        }
    }
}

enum ShareLinkItems {
    static func described(_ item: Any) -> String {
        (item as? URL)?.absoluteString ?? String(describing: item)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(sharing: [item], label: label(), subject: subject, message: message, hasPreview: true)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, label: label(), subject: subject, message: message, hasPreview: true)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, label: label(), subject: subject, message: message)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, label: label(), subject: subject, message: message)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(sharing: [item], label: label(), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(sharing: [item], label: label(), subject: subject, message: message)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink where Label == DefaultShareLinkLabel {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: nil), subject: subject, message: message, hasPreview: true)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: Text(titleKey)), subject: subject, message: message, hasPreview: true)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: Text(title)), subject: subject, message: message, hasPreview: true)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: title), subject: subject, message: message, hasPreview: true)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: nil), subject: subject, message: message, hasPreview: true)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: Text(titleKey)), subject: subject, message: message, hasPreview: true)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: Text(title)), subject: subject, message: message, hasPreview: true)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: title), subject: subject, message: message, hasPreview: true)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: nil), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: Text(titleKey)), subject: subject, message: message)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: Text(title)), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: title), subject: subject, message: message)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: nil), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: Text(titleKey)), subject: subject, message: message)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: Text(title)), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title: title), subject: subject, message: message)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: nil), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: nil), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: Text(titleKey)), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: Text(titleKey)), subject: subject, message: message)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: Text(title)), subject: subject, message: message)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: Text(title)), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: title), subject: subject, message: message)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sharing: [item], label: DefaultShareLinkLabel(title: title), subject: subject, message: message)
    }
}

/// A share link's standard label: the share symbol and a title.
public struct DefaultShareLinkLabel: View {
    /// The title given, or none: "Share" (no source found for the system's own words beyond the
    /// model's earlier choice; its localisation is not modelled).
    let title: Text?
    public var body: some View {
        SwiftUIModel.Label(title: { title ?? Text(verbatim: "Share") }, icon: { Image(systemName: "square.and.arrow.up") })
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink: View {}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let content = children.flatMap { $0 }
        let title = AccessibilityTree.label(of: content)
        let node = DisplayNode(kind: "ShareLink", content: ReportQuoting.quote(title), children: content, layout: PassThroughGroupLayout())
        let item = items.joined(separator: ", ")
        node.attributes = [(Attribute.Name.item, item)]
        node.accessibility.role = .button
        node.accessibility.label = title
        if context.environment.isEnabled { node.touch.tapAction = { ModelEvents.record("the system shares \(item)") } }
        return [node]
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// The `LocalizedStringKey` overload with the resource's key (its locale and table are not
    /// kept, as for the model's `Text(_: LocalizedStringResource)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), items: items, subject: subject, message: message)
    }
}
