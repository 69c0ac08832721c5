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
    public typealias Body = Never
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

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.init(title: "", label: label(), prompt: prompt, axis: axis, binding: .string(text))
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
        return [TextInputField.node(kind: "TextField", title: labelTitle, prompt: prompt, axis: axis, binding: binding, secure: false, context: context)]
    }
}

/// A field whose characters are hidden (Apple's `SecureField`): it shows a dot for each one.
@MainActor @preconcurrency
public struct SecureField<Label: View> {
    let title: String
    let label: Label
    let prompt: Text?
    let text: Binding<String>
    public typealias Body = Never
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
        return [TextInputField.node(kind: "SecureField", title: labelTitle, prompt: prompt, axis: .horizontal, binding: .string(text), secure: true, context: context)]
    }
}

/// A scrolling area of editable text that takes the space it is offered (Apple's `TextEditor`).
/// A `type "…" into "TextEditor"` step finds it by its kind, as it has no title.
@MainActor @preconcurrency
public struct TextEditor {
    let text: Binding<String>
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(text: Binding<String>) { self.text = text }
    public typealias Body = Never
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
    static func node(kind: String, title: String, prompt: Text?, axis: Axis, binding: FieldBinding, secure: Bool, context: BuildContext) -> DisplayNode {
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

        let submitAction = environment.submitActions[.text]
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
