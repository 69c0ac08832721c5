import CourseCheckProtocol
import Foundation

/// A container for data entry (Apple's `Form`). On iOS it is a grouped list: "leading aligned
/// labels and trailing aligned controls within visually grouped sections" (Apple's
/// `FormStyle.grouped`; docs/FACTS.md, "Lists"). Controls in it draw themselves as rows: a
/// toggle's switch, a picker's chosen value at the trailing edge.
@MainActor @preconcurrency
public struct Form<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension Form: View {}

extension Form: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let body = styledBody(context.environment) { return [body] }
        return [ChildView(identity: .index(0), view: content)]
    }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        // A custom style's body is not a form: only its content, if the body shows it in one.
        if environment.formStyles.innermost != nil { return environment }
        var environment = environment
        environment.listRowStyle = .insetGrouped
        environment.isInForm = true
        return environment
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let style = context.environment.formStyles.innermost {
            let node = DisplayNode(kind: "Form", children: children.flatMap { $0 }, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.style, style.name)]
            return [node]
        }
        return ListBuilder.list(kind: "Form", units: children.flatMap { $0 }, style: .insetGrouped, selection: nil, context: context)
    }
}

struct IsInFormKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Inside a form: pickers default to the menu style, controls take the row's width.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}
