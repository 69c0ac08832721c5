import Foundation

// The members of `TableColumnCustomization` (generated, Surface/Generated/ValueTypes.generated.swift)
// that the generator cannot make, with Apple's signatures and availability. Column customisation
// is not modelled (`Table(columnCustomization:)` reports itself): the customisation stores nothing.

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension TableColumnCustomization {
    /// A column's visibility: reads `.automatic`, Apple's value for an id the customisation has no
    /// state for ("a default value of `.automatic` is returned",
    /// developer.apple.com/documentation/swiftui/tablecolumncustomization/subscript(visibility:));
    /// a write is not kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript(visibility id: String) -> Visibility {
        get {
            ModelProblems.notModelled("TableColumnCustomization.subscript(visibility:)", "reads .automatic: column customisation is not modelled")
            return .automatic
        }
        set {
            ModelProblems.notModelled("TableColumnCustomization.subscript(visibility:)", "the visibility is not kept: column customisation is not modelled")
        }
    }

    /// Encodes nothing of the customisation (an empty keyed container, which its decoding reads
    /// back): Apple's encoded form is not public, and the model's customisation stores nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func encode(to encoder: any Encoder) throws {
        ModelProblems.notModelled("TableColumnCustomization.encode(to:)", "encodes an empty customisation")
        _ = encoder.container(keyedBy: NoCodingKeys.self)
    }

    private enum NoCodingKeys: CodingKey {}
}
