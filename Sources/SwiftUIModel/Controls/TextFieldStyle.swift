import CourseCheckProtocol
import Foundation

/// How text fields below a view are drawn (Apple's `TextFieldStyle`, iOS 13): `.automatic`,
/// `.plain` and `.roundedBorder`. The report names the style on each `TextField` and `SecureField`
/// (`style=roundedBorder`); the rounded border's own look and padding are not drawn (no source
/// gives their metrics), so a field keeps its size in every style.
public protocol TextFieldStyle {}

extension TextFieldStyle {
    /// The style's name in the report.
    var reportName: String {
        switch self {
        case is PlainTextFieldStyle: "plain"
        case is RoundedBorderTextFieldStyle: "roundedBorder"
        case is DefaultTextFieldStyle: "automatic"
        default: String(describing: type(of: self))
        }
    }
}

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }

extension EnvironmentValues {
    /// The style text fields below are drawn in, by name; nil for the automatic one.
    var textFieldStyleName: String? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleName, style is DefaultTextFieldStyle ? nil : style.reportName)
    }
}
