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
    public typealias Body = Never
}

extension Form: View {}

extension Form: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.listRowStyle = .insetGrouped
        environment.isInForm = true
        return environment
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        ListBuilder.list(kind: "Form", units: children.flatMap { $0 }, style: .insetGrouped, selection: nil, context: context)
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

/// How a form arranges its controls (Apple's `FormStyle`); on iPhone every style is grouped.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct GroupedFormStyle: FormStyle { public init() {} }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension View {
    /// On iPhone a form is grouped whatever its style (the columns style is for macOS).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func formStyle<S: FormStyle>(_ style: S) -> some View { modifier(NeutralModifier()) }
}
