/// A number that scales with the user's text size (Dynamic Type), relative to a text style.
///
/// At the standard size (`.large`, the environment's default) the value is the one written: it is
/// "an unscaled value" (Apple's documentation of `init(wrappedValue:)`), and the scaling it uses,
/// `UIFontMetrics.scaledValue(for:)`, takes a value "at the standard Dynamic Type size"
/// (developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)). How a value scales at
/// the other sizes is not documented, and no measurement was found: there the read reports itself
/// and gives the unscaled value.
@propertyWrapper
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let unscaled: Value
    private let textStyle: Font.TextStyle
    @Environment(\.dynamicTypeSize) private var size

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        unscaled = wrappedValue
        self.textStyle = textStyle
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var wrappedValue: Value {
        let size = self.size
        if size != .large {
            ModelProblems.notModelled("ScaledMetric at Dynamic Type size \(size) (relative to \(textStyle))",
                                      "keeps the unscaled value (how it scales is not documented)")
        }
        return unscaled
    }
}
