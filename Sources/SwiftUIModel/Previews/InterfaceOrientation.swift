/// The orientation of the interface (Apple's `InterfaceOrientation`, which previews take:
/// `previewInterfaceOrientation(_:)`). Its four values, in the order SwiftUI's interface declares
/// them (`allCases` follows it: the order Apple's `allCases` returns is not documented).
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct InterfaceOrientation : CaseIterable, Identifiable, Equatable, Sendable {
    /// Which orientation: the name of its static property.
    let name: String

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias AllCases = [InterfaceOrientation]
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias ID = String

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

    /// The orientation's identity: the name of its static property (`"portrait"`). No source found
    /// for the string Apple's returns (neither documented nor in the interface).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var id: String { name }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let portrait: InterfaceOrientation = InterfaceOrientation(name: "portrait")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let portraitUpsideDown: InterfaceOrientation = InterfaceOrientation(name: "portraitUpsideDown")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let landscapeLeft: InterfaceOrientation = InterfaceOrientation(name: "landscapeLeft")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let landscapeRight: InterfaceOrientation = InterfaceOrientation(name: "landscapeRight")

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func == (a: InterfaceOrientation, b: InterfaceOrientation) -> Bool { a.name == b.name }
}
