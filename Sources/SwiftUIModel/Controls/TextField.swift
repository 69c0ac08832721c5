import CourseCheckProtocol
import Foundation

/// A field the user types into. A `type "text" into "Title"` step finds it by its title, and a
/// `submit "Title"` step presses return in it.
///
/// A field bound to a `String` updates it as it is typed into. A field bound to a value through a
/// format style (`value:format:`) keeps what is typed until it is submitted or loses the focus,
/// then parses it into the value (Apple's `TextField(_:value:format:prompt:)`: "the value updates
/// when the user commits the edit", e.g. by pressing return); what does not parse leaves the value
/// as it was.
@MainActor @preconcurrency
public struct TextField<Label: View> {
    let title: String
    let label: Label
    let prompt: Text?
    let axis: Axis
    let binding: FieldBinding
    /// The first initialisers' `onCommit:`: run when the field is submitted, as an `onSubmit` action.
    var onCommit: (() -> Void)? = nil
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

/// How a field reads and writes what it edits.
struct FieldBinding {
    /// The text the field shows for the current value.
    let text: () -> String
    /// Applies typed text: true when it was taken (a string is; a value must parse).
    let commit: @MainActor (String) -> Bool
    /// Whether typing updates the value at once (a string) or on commit (a formatted value).
    let updatesWhileTyping: Bool

    static func string(_ binding: Binding<String>) -> FieldBinding {
        FieldBinding(text: { binding.wrappedValue }, commit: { binding.wrappedValue = $0; return true }, updatesWhileTyping: true)
    }

    static func value<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput>, format: F) -> FieldBinding where F.FormatOutput == String {
        FieldBinding(text: { format.format(binding.wrappedValue) }, commit: { typed in
            guard let value = try? format.parseStrategy.parse(typed) else { return false }
            binding.wrappedValue = value
            return true
        }, updatesWhileTyping: false)
    }

    /// An optional value: `nil` shows an empty field, and what does not parse sets it to `nil`
    /// (Apple's `TextField(_:value:format:prompt:)` on a `Binding<F.FormatInput?>`: "If `format`
    /// can't perform the conversion, the text field sets `binding.value` to `nil`").
    static func optionalValue<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput?>, format: F) -> FieldBinding where F.FormatOutput == String {
        FieldBinding(text: { binding.wrappedValue.map(format.format) ?? "" }, commit: { typed in
            binding.wrappedValue = try? format.parseStrategy.parse(typed)
            return true
        }, updatesWhileTyping: false)
    }

    /// A value through a Foundation `Formatter`: shown as `string(for:)` makes it; what does not
    /// convert leaves it as it was (Apple's `TextField(_:value:formatter:)`: "If `formatter` can't
    /// perform the conversion, the text field doesn't modify `binding.value`"). The model converts
    /// with a `NumberFormatter` or a `DateFormatter`; another formatter's text is not converted,
    /// and says so.
    static func formatter<V>(_ binding: Binding<V>, formatter: Formatter, api: String) -> FieldBinding {
        FieldBinding(text: { formatter.string(for: binding.wrappedValue) ?? "" }, commit: { typed in
            guard let value = FormatterConversion.value(of: typed, formatter: formatter, as: V.self, api: api) else { return false }
            binding.wrappedValue = value
            return true
        }, updatesWhileTyping: false)
    }
}

/// Typed text to a value through a Foundation formatter.
enum FormatterConversion {
    static func value<V>(of text: String, formatter: Formatter, as type: V.Type, api: String) -> V? {
        let object: Any?
        switch formatter {
        case let numbers as NumberFormatter: object = numbers.number(from: text)
        case let dates as DateFormatter: object = dates.date(from: text)
        default:
            ModelProblems.notModelled(api, "a \(Swift.type(of: formatter)) does not convert typed text: the value is left as it was")
            return nil
        }
        guard let object else { return nil }
        if let value = object as? V { return value }
        guard let number = object as? NSNumber else { return nil }
        // A number as the bound type (NSNumber does not bridge by `as?` to every numeric type).
        let readings: [Any] = [number.intValue, number.doubleValue, Float(number.doubleValue), number.int64Value, number.int32Value, number.boolValue]
        return readings.lazy.compactMap { $0 as? V }.first
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil, axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text, prompt: prompt, axis: .horizontal)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, prompt: prompt, axis: .horizontal)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text, prompt: nil, axis: axis)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        let label = Text(titleKey)
        self.init(title: TextResolver.plain(label), label: label, prompt: prompt, axis: axis, binding: .string(text))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: String(title), label: Text(title), prompt: prompt, axis: axis, binding: .string(text))
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let label = Text(titleKey)
        self.init(title: TextResolver.plain(label), label: label, prompt: prompt, axis: .horizontal, binding: .value(value, format: format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: String(title), label: Text(title), prompt: prompt, axis: .horizontal, binding: .value(value, format: format))
    }
}

/// The first initialisers: `onCommit` runs when the field is submitted (as an `onSubmit` action
/// does, before the field's `onSubmit` actions); `onEditingChanged` is not called, and says so.
extension TextField where Label == Text {
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        self.onCommit = onCommit
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text)
        FieldEditing.notReported("TextField.init(_:text:onEditingChanged:)")
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text)
        FieldEditing.notReported("TextField.init(_:text:onEditingChanged:)")
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text, onCommit: onCommit)
        FieldEditing.notReported("TextField.init(_:text:onEditingChanged:onCommit:)")
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(title, text: text, onCommit: onCommit)
        FieldEditing.notReported("TextField.init(_:text:onEditingChanged:onCommit:)")
    }
}

/// A value that may be absent (`nil` shows an empty field; what does not parse sets it to `nil`).
extension TextField where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let label = Text(titleKey)
        self.init(title: TextResolver.plain(label), label: label, prompt: prompt, axis: .horizontal, binding: .optionalValue(value, format: format))
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: String(title), label: Text(title), prompt: prompt, axis: .horizontal, binding: .optionalValue(value, format: format))
    }
}

/// A value through a Foundation `Formatter` (`FieldBinding.formatter`).
extension TextField where Label == Text {
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        let label = Text(titleKey)
        self.init(title: TextResolver.plain(label), label: label, prompt: nil, axis: .horizontal,
                  binding: .formatter(value, formatter: formatter, api: "TextField.init(_:value:formatter:)"))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title: String(title), label: Text(title), prompt: nil, axis: .horizontal,
                  binding: .formatter(value, formatter: formatter, api: "TextField.init(_:value:formatter:)"))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        let label = Text(titleKey)
        self.init(title: TextResolver.plain(label), label: label, prompt: prompt, axis: .horizontal,
                  binding: .formatter(value, formatter: formatter, api: "TextField.init(_:value:formatter:prompt:)"))
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: String(title), label: Text(title), prompt: prompt, axis: .horizontal,
                  binding: .formatter(value, formatter: formatter, api: "TextField.init(_:value:formatter:prompt:)"))
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        self.onCommit = onCommit
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onCommit = onCommit
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        FieldEditing.notReported("TextField.init(_:value:formatter:onEditingChanged:)")
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, value: value, formatter: formatter)
        FieldEditing.notReported("TextField.init(_:value:formatter:onEditingChanged:)")
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter, onCommit: onCommit)
        FieldEditing.notReported("TextField.init(_:value:formatter:onEditingChanged:onCommit:)")
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter, onCommit: onCommit)
        FieldEditing.notReported("TextField.init(_:value:formatter:onEditingChanged:onCommit:)")
    }
}

/// The first initialisers' `onEditingChanged:`, which the model never calls.
enum FieldEditing {
    static func notReported(_ api: String) {
        ModelProblems.notModelled(api, "onEditingChanged is never called: the model does not tell when editing begins and ends")
    }
}

extension TextField {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: "", label: label(), prompt: prompt, axis: .horizontal, binding: .string(text))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(title: "", label: label(), prompt: prompt, axis: axis, binding: .string(text))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(title: "", label: label(), prompt: prompt, axis: .horizontal, binding: .optionalValue(value, format: format))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: "", label: label(), prompt: prompt, axis: .horizontal,
                  binding: .formatter(value, formatter: formatter, api: "TextField.init(value:formatter:prompt:label:)"))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(title: "", label: label(), prompt: prompt, axis: .horizontal, binding: .value(value, format: format))
    }
}

extension TextField: View {}

extension TextField: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let labelTitle = title.isEmpty ? AccessibilityTree.label(of: children.flatMap { $0 }, separator: " ") : title
        return [TextInputField.node(kind: "TextField", title: labelTitle, prompt: prompt, axis: axis, binding: binding, secure: false,
                                    onCommit: onCommit, context: context)]
    }
}

/// A field whose characters are hidden (Apple's `SecureField`): it shows a dot for each one.
@MainActor @preconcurrency
public struct SecureField<Label: View> {
    let title: String
    let label: Label
    let prompt: Text?
    let text: Binding<String>
    /// The first initialisers' `onCommit:`: run when the field is submitted, as an `onSubmit` action.
    var onCommit: (() -> Void)? = nil
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let label = Text(titleKey)
        self.init(title: TextResolver.plain(label), label: label, prompt: nil, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), label: Text(title), prompt: nil, text: text)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let label = Text(titleKey)
        self.init(title: TextResolver.plain(label), label: label, prompt: prompt, text: text)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: String(title), label: Text(title), prompt: prompt, text: text)
    }
}

extension SecureField where Label == Text {
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        self.onCommit = onCommit
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }
}

extension SecureField {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: "", label: label(), prompt: prompt, text: text)
    }
}

extension SecureField: View {}

extension SecureField: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let labelTitle = title.isEmpty ? AccessibilityTree.label(of: children.flatMap { $0 }, separator: " ") : title
        return [TextInputField.node(kind: "SecureField", title: labelTitle, prompt: prompt, axis: .horizontal, binding: .string(text), secure: true,
                                    onCommit: onCommit, context: context)]
    }
}

/// A scrolling area of editable text that takes the space it is offered (Apple's `TextEditor`).
/// A `type "…" into "TextEditor"` step finds it by its kind, as it has no title.
@MainActor @preconcurrency
public struct TextEditor {
    let text: Binding<String>
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(text: Binding<String>) { self.text = text }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension TextEditor: View {}

extension TextEditor: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let node = TextInputField.node(kind: "TextEditor", title: "", prompt: nil, axis: .vertical, binding: .string(text), secure: false, context: context)
        let font = (context.environment.font ?? .body).resolve(in: context.environment)
        let value = text.wrappedValue
        return [DisplayNode(kind: node.kind, content: nil, children: [], layout: LeafLayout { proposal in
            // It fills what it is offered; offered nothing, it is as large as its text.
            let lines = TextMetrics.lines(value.isEmpty ? " " : value, size: font.size, bold: false, width: proposal.width, lineLimit: nil).lines.count
            return CGSize(width: proposal.width ?? TextMetrics.width(of: value, size: font.size), height: proposal.height ?? CGFloat(max(lines, 1)) * font.lineHeight)
        }).adopting(node)]
    }
}

extension DisplayNode {
    /// Takes over another node's attributes and interactions (a view that reuses a field's behaviour
    /// with a layout of its own).
    func adopting(_ other: DisplayNode) -> DisplayNode {
        attributes = other.attributes
        accessibility = other.accessibility
        textInput = other.textInput
        carried = other.carried
        return self
    }
}

/// What a `submit` step's return key does in a field: commit what was typed, then (after the field
/// gives up the focus) run the `onSubmit` actions.
struct SubmitInteraction {
    let commit: @MainActor () -> Void
    let action: (@MainActor () -> Void)?
}
enum SubmitInteractionKey: CarriedKey { typealias Value = SubmitInteraction }

/// The field that has the keyboard, so that typing into another one commits it first.
@MainActor
enum FieldFocus {
    static var commitCurrent: (@MainActor () -> Void)?

    static func move(to commit: @escaping @MainActor () -> Void) {
        let previous = commitCurrent
        commitCurrent = nil
        previous?()
        commitCurrent = commit
    }
}

/// The display node of a text field, secure field or editor, with what typing and submitting do.
@MainActor
enum TextInputField {
    static func node(kind: String, title: String, prompt: Text?, axis: Axis, binding: FieldBinding, secure: Bool,
                     onCommit: (() -> Void)? = nil, context: BuildContext) -> DisplayNode {
        let environment = context.environment
        let graphNode = context.node
        let font = (environment.font ?? .body).resolve(in: environment)
        let pending = (graphNode.storage["field.pending"] as? Box<String>)?.value
        let shown = pending ?? binding.text()
        let drawn = secure ? String(repeating: "•", count: shown.count) : shown
        let placeholder = prompt.map(TextResolver.plain) ?? title
        let lineLimit = environment.lineLimit
        let node = DisplayNode(kind: kind, content: ReportQuoting.quote(title), layout: LeafLayout { proposal in
            // A field takes the width it is offered and one line of its font; a vertical one
            // grows with its text up to its line limit.
            let measured = drawn.isEmpty ? placeholder : drawn
            let lines = axis == .vertical
                ? min(TextMetrics.lines(measured.isEmpty ? " " : measured, size: font.size, bold: false, width: proposal.width, lineLimit: nil).lines.count, lineLimit ?? .max)
                : 1
            return CGSize(width: proposal.width ?? TextMetrics.width(of: measured.isEmpty ? " " : measured, size: font.size),
                          height: CGFloat(max(lines, 1)) * font.lineHeight)
        })
        node.attributes = [(Attribute.Name.text, drawn)]
        if let prompt { node.attributes.append((Attribute.Name.prompt, TextResolver.plain(prompt))) }
        if axis == .vertical, kind == "TextField" { node.attributes.append((Attribute.Name.axis, "vertical")) }
        node.attributes += TextInputAttributes.of(environment)
        node.accessibility.label = title
        // A text field to VoiceOver: its title, what it holds (a secure field's characters are
        // not read), and its placeholder while it is empty.
        node.accessibility.role = .textField
        node.accessibility.value = secure ? nil : shown
        node.accessibility.placeholder = placeholder
        guard environment.isEnabled else { return node }

        let submitAction: (@MainActor () -> Void)? = switch (onCommit, environment.submitActions[.text]) {
        case (nil, let actions): actions
        case (let onCommit?, nil): { onCommit() }
        case (let onCommit?, let actions?): { onCommit(); actions() }
        }
        func commit() {
            guard let typed = (graphNode.storage["field.pending"] as? Box<String>)?.value else { return }
            graphNode.storage["field.pending"] = nil
            _ = binding.commit(typed)
            graphNode.invalidate()
        }
        node.textInput.receive = { typed in
            FieldFocus.move(to: commit)
            if binding.updatesWhileTyping {
                _ = binding.commit(typed)
            } else {
                graphNode.storage["field.pending"] = Box(typed)
                graphNode.invalidate()
            }
        }
        node.carried[SubmitInteractionKey.self] = SubmitInteraction(commit: {
            FieldFocus.move(to: commit)
            FieldFocus.commitCurrent?()
            FieldFocus.commitCurrent = nil
        }, action: submitAction)
        return node
    }
}
