import Foundation

/// SwiftUI's namespace of format styles for values that change with time (`.timer`, `.stopwatch`,
/// `.reference(to:)`, `.offset(to:)`), each in a file of its own (`SystemFormatStyle+*.swift`).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public enum SystemFormatStyle: Sendable {}

/// What the styles of `SystemFormatStyle` share, written once: a setting changed on a copy, and
/// the report of a member whose behaviour has no public source.
protocol SystemFormatStyleMember {
    /// The style's name under `SystemFormatStyle`, as its reports name it.
    static var styleName: String { get }
}

extension SystemFormatStyleMember {
    /// A copy of the style with one setting changed (Apple's `locale(_:)`, `calendar(_:)`).
    func with<Value>(_ setting: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: setting] = value
        return copy
    }

    /// Reports `member` as not modelled and answers nil: where the next or previous change of the
    /// output falls has no public source.
    func unmodelledInput(_ member: String) -> Date? {
        ModelProblems.notModelled("SystemFormatStyle.\(Self.styleName).\(member)", "returns nil")
        return nil
    }

    /// Reports the output as not modelled and shows nothing: Apple's wording has no public source.
    func unmodelledWording() -> AttributedString {
        ModelProblems.notModelled("SystemFormatStyle.\(Self.styleName).format(_:)", "shows nothing: Apple's wording has no public source")
        return AttributedString()
    }
}
