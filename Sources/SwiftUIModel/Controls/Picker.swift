import CourseCheckProtocol
import Foundation

/// Chooses one of its options, each identified by its tag (`tag(_:)`, or the id a `ForEach`
/// gives its rows). A `select "Option" in "Picker"` step chooses an option by its text, as
/// opening the picker and tapping it would, whatever its style.
///
/// Its look is its style's. `automatic` is the menu style on iOS 16 and later, in a form and out
/// of one (Apple's `PickerStyle.automatic`; a public picker guide, docs/FACTS.md, "Controls");
/// before iOS 16 it was a wheel, and a navigation link in a form. A menu picker shows its chosen
/// option (in a list row after its label); its options are in the closed menu (`in-menu=true`).
@MainActor @preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// For a picker of several sources (`Picker(sources:selection:…)`, `Picker+Sources.swift`):
    /// the values they hold now. Nil for a picker of one selection.
    var sourceValues: (@MainActor () -> [SelectionValue])? = nil
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == SwiftUIModel.Label<Text, Image> {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUIModel.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUIModel.Label(title, image: image) }
    }
}

extension Picker {
    /// The first form of the initialiser, its label a value before the content.
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'Picker(selection:content:label:)'")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

/// How a picker shows its options (Apple's `PickerStyle`).
public protocol PickerStyle { var modelName: String { get } }
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var modelName: String { "automatic" } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct MenuPickerStyle: PickerStyle { public init() {}; public var modelName: String { "menu" } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var modelName: String { "segmented" } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var modelName: String { "wheel" } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct InlinePickerStyle: PickerStyle { public init() {}; public var modelName: String { "inline" } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var modelName: String { "navigationLink" } }
public struct PalettePickerStyle: PickerStyle { public init() {}; public var modelName: String { "palette" } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

struct PickerStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }

extension EnvironmentValues {
    var pickerStyleName: String {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier { $0.pickerStyleName = style.modelName })
    }
}

/// What a `select` step can do with a picker (or a date picker's components, a menu…).
struct SelectInteraction {
    let options: [String]
    /// Chooses the option with this text; false when there is none.
    let select: @MainActor (String) -> Bool
}
enum SelectInteractionKey: CarriedKey { typealias Value = SelectInteraction }

extension Picker: View {}

extension Picker: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: label), ChildView(identity: .index(1), view: content)]
    }

    func resolvedStyle(_ environment: EnvironmentValues) -> String {
        let name = environment.pickerStyleName
        guard name == "automatic" else { return name }
        if ModelSettings.current.platformMajorVersion >= 16 { return "menu" }
        return environment.isInForm ? "navigationLink" : "wheel"
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let environment = context.environment
        let labelUnits = children[0]
        let title = AccessibilityTree.label(of: labelUnits, separator: " ")
        let options = children[1].flatMap { unit in unit.carried[SectionPartsKey.self]?.rows ?? [unit] }
        let selection = self.selection
        let current = PickerSources.agreed(sourceValues.map { $0() } ?? [selection.wrappedValue])
        func tag(_ option: DisplayNode) -> AnyHashable? { option.carried[TagKey.self] ?? option.carried[RowElementKey.self]?.id }
        func isChosen(_ option: DisplayNode) -> Bool {
            guard let tag = tag(option), let current else { return false }
            return tag == current || PickerTags.unwrapped(current) == tag
        }
        let titles = options.map(RowTitles.label)
        let chosenTitle = zip(options, titles).first { isChosen($0.0) }?.1
        let style = resolvedStyle(environment)
        let enabled = environment.isEnabled
        let choose: @MainActor (String) -> Bool = { wanted in
            guard enabled, let index = titles.firstIndex(of: wanted), let value = tag(options[index]),
                  let typed = value.base as? SelectionValue else { return false }
            selection.wrappedValue = typed
            return true
        }
        let inRow = environment.listRowStyle != nil
        let shownLabel = environment.labelsHidden ? [] : labelUnits
        let node: DisplayNode
        switch style {
        case "segmented", "palette", "wheel", "inline":
            let pieces = options.enumerated().map { index, option -> DisplayNode in
                let piece = DisplayNode(kind: "Option", content: ReportQuoting.quote(titles[index]), children: [option], layout: PassThroughGroupLayout())
                piece.accessibility.role = .button
                if isChosen(option) {
                    piece.attributes.append((Attribute.Name.selected, "true"))
                    piece.accessibility.traits.insert(.isSelected)
                }
                piece.accessibility.label = titles[index]
                let wanted = titles[index]
                if enabled { piece.touch.tapAction = { _ = choose(wanted) } }
                return piece
            }
            if style == "inline" {
                node = stackNode(kind: "Picker", children: (inRow ? [] : shownLabel) + pieces,
                                 layout: StackLayout(axis: .vertical, spacing: inRow ? 0 : nil, crossAlignment: 0))[0]
            } else if style == "wheel" {
                node = DisplayNode(kind: "Picker", children: pieces, layout: FixedFrameLayout(width: nil, height: PickerMetrics.wheelHeight, alignment: .center))
                node.children = [stackNode(kind: "VStack", children: pieces, layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))[0]]
            } else {
                node = DisplayNode(kind: "Picker", children: pieces, layout: SegmentsLayout())
            }
        case "navigationLink":
            let value = SystemText.node(Text(verbatim: chosenTitle ?? ""), font: .body, context: context)
            node = LabeledRow.node(kind: "Picker", label: shownLabel, control: [value])
            node.attributes.append((Attribute.Name.chevron, "true"))
            if let navigation = environment.navigationContext, enabled {
                let list = PickerOptionsList(title: title, options: titles, chosen: chosenTitle, choose: choose)
                node.touch.tapAction = { navigation.model.push(view: list) }
            }
        default:
            // The menu style: the chosen option's text (after the label, in a row); the options
            // are in the closed menu.
            let value = SystemText.node(Text(verbatim: chosenTitle ?? ""), font: .body, context: context)
            let hidden = options.map(MenuItems.hide)
            if inRow {
                let row = LabeledRow.node(kind: "HStack", label: shownLabel, control: [value])
                node = DisplayNode(kind: "Picker", children: [row] + hidden, layout: MenuLayout(labelCount: 1))
            } else {
                node = DisplayNode(kind: "Picker", children: [value] + hidden, layout: MenuLayout(labelCount: 1))
            }
        }
        node.content = ReportQuoting.quote(title)
        node.attributes.insert((Attribute.Name.style, style), at: 0)
        if let chosenTitle { node.attributes.insert((Attribute.Name.selection, chosenTitle), at: 1) }
        if !enabled { node.attributes.append((Attribute.Name.disabled, "true")) }
        node.accessibility.label = title
        if style == "menu" || style == "navigationLink" {
            // A menu or link picker is one control to VoiceOver: its title, and the chosen option
            // as its value (a pop-up button).
            node.accessibility.role = .picker
            node.accessibility.value = chosenTitle
        }
        node.carried[SelectInteractionKey.self] = SelectInteraction(options: titles, select: choose)
        return [node]
    }
}

enum PickerTags {
    /// The value inside an optional selection (`Optional(x)` → `x`), for tags of the wrapped type.
    static func unwrapped(_ value: AnyHashable) -> AnyHashable? {
        let mirror = Mirror(reflecting: value.base)
        guard mirror.displayStyle == .optional, let inner = mirror.children.first?.value as? any Hashable else { return nil }
        return AnyHashable(inner)
    }
}

enum PickerMetrics {
    /// A wheel's height: 216 points, UIKit's `UIPickerView` default. No public source found.
    static let wheelHeight: CGFloat = 216
    /// A segmented control's height. No source found: 32 points is the model's assumption.
    static let segmentHeight: CGFloat = 32
}

/// Segments share the width offered equally, at the segmented control's height.
struct SegmentsLayout: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let natural = children.map { $0.sizeThatFits(.unspecified).width + 2 * StackLayout.defaultSpacing }.max() ?? 0
        return CGSize(width: proposal.width ?? natural * CGFloat(children.count), height: PickerMetrics.segmentHeight)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        guard !children.isEmpty else { return }
        let share = bounds.width / CGFloat(children.count)
        for (index, child) in children.enumerated() {
            let slot = CGRect(x: bounds.minX + share * CGFloat(index), y: bounds.minY, width: share, height: bounds.height)
            let size = child.sizeThatFits(ProposedViewSize(slot.size))
            child.place(in: CGRect(origin: Alignment.center.place(size, in: slot), size: size), proposal: ProposedViewSize(slot.size))
        }
    }
}

/// The screen a navigation-link picker pushes: its options, the chosen one checked; choosing one
/// goes back.
struct PickerOptionsList: View {
    let title: String
    let options: [String]
    let chosen: String?
    let choose: @MainActor (String) -> Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List(options, id: \.self) { option in
            Button(option) {
                _ = choose(option)
                dismiss()
            }
            .modifier(RowSettingModifier { $0.carried[RowCheckedKey.self] = option == chosen })
        }
        .navigationTitle(Text(verbatim: title))
        .navigationBarTitleDisplayMode(.inline)
    }
}
