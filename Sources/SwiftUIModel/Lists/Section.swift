import CourseCheckProtocol
import Foundation

/// Rows under a header and above a footer (Apple's `Section`). In a list or form it is one of its
/// sections; in a menu or picker it groups items; elsewhere its header, content and footer stack.
@MainActor @preconcurrency
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// iOS 17's collapsible section: collapsed, its rows are not shown (nil: always expanded).
    var isExpanded: Binding<Bool>? = nil

    init(header: Parent, content: Content, footer: Footer, isExpanded: Binding<Bool>?) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }
}

extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
        self.header = header()
        footer = EmptyView()
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = EmptyView()
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        header = EmptyView()
        self.footer = footer()
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.footer = footer
        self.content = content()
        header = EmptyView()
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        header = EmptyView()
        footer = EmptyView()
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = Text(titleKey)
        footer = EmptyView()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = Text(title)
        footer = EmptyView()
    }

    /// iOS 17: a section people can collapse. Collapsed (`isExpanded` false), its content is not
    /// shown, only its header; in a sidebar list a disclosure indicator by the header toggles it
    /// (Apple's documentation of `Section`, "Collapsible sections").
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = Text(titleKey)
        footer = EmptyView()
        self.isExpanded = isExpanded
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) where S : StringProtocol {
        self.content = content()
        header = Text(title)
        footer = EmptyView()
        self.isExpanded = isExpanded
    }

    /// The `LocalizedStringKey` overload with the resource's key (its locale and table are not
    /// kept, as for the model's `Text(_: LocalizedStringResource)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), isExpanded: isExpanded, content: content)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A collapsible section with a header view (as `init(_:isExpanded:content:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
        self.header = header()
        footer = EmptyView()
        self.isExpanded = isExpanded
    }
}

/// A section's parts, carried up to the list, form, menu or picker that lays them out.
struct SectionParts {
    var header: [DisplayNode]
    var rows: [DisplayNode]
    var footer: [DisplayNode]
}
enum SectionPartsKey: CarriedKey { typealias Value = SectionParts }

struct SectionHeaderKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Set for the views of a section's header and footer: the system draws them in the
    /// footnote style, and (before iOS 26) a header in capitals.
    var isSectionHeader: Bool {
        get { self[SectionHeaderKey.self] }
        set { self[SectionHeaderKey.self] = newValue }
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
}

extension Section: BuiltinView where Parent: View, Content: View, Footer: View {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let inList = context.environment.listRowStyle != nil
        // In a list, headers and footers are the system's small text; a header is in capitals
        // before iOS 26 and in title case from iOS 26 (docs/FACTS.md, "Lists": "Pre-X26 the system
        // flipped your header to all-caps"; a secondary source).
        let upper = inList && ModelSettings.current.platformMajorVersion < 26
        let headerStyle = SectionTextStyle(font: inList ? .footnote : nil, textCase: upper ? .uppercase : nil)
        let footerStyle = SectionTextStyle(font: inList ? .footnote : nil, textCase: nil)
        var rows = ChildView(identity: .index(1), view: content)
        if let isExpanded {
            if context.environment.listStyleKind == .sidebar {
                ModelProblems.notModelled("Section(_:isExpanded:content:) in a sidebar list",
                                          "the header shows no disclosure indicator to tap: only the binding expands or collapses the section")
            }
            // Collapsed, the rows leave the tree (as an `if` would remove them). What it shows
            // depends on the binding: its change builds this view again.
            if !BodyEvaluation.attributing(to: context.node, { isExpanded.wrappedValue }) {
                rows = ChildView(identity: .index(3), view: EmptyView())
            }
        }
        return [ChildView(identity: .index(0), view: SectionText(content: header, style: headerStyle)),
                rows,
                ChildView(identity: .index(2), view: SectionText(content: footer, style: footerStyle))]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let parts = SectionParts(header: children[0], rows: children[1], footer: children[2])
        let node = DisplayNode(kind: "Section", children: parts.header + parts.rows + parts.footer,
                               layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0))
        node.carried[SectionPartsKey.self] = parts
        return [node]
    }
}

struct SectionTextStyle {
    let font: Font?
    let textCase: Text.Case?
}

/// A section's header or footer, in the style the container gives it.
struct SectionText<Content: View>: View {
    let content: Content
    let style: SectionTextStyle
    typealias Body = Never
}

extension SectionText: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        if let font = style.font {
            environment.font = font
            environment.foregroundStyleNames = ["secondary", "secondary", "secondary"]
        }
        if let textCase = style.textCase { environment.textCase = textCase }
        environment.isSectionHeader = true
        return environment
    }
}
