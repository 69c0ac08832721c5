import Foundation

/// How a sizing adapts to the presented content (Apple's `PresentationSizing.fitted(horizontal:vertical:)`
/// and `sticky(horizontal:vertical:)`). The model does not size a sheet by a sizing
/// (`presentationSizing(_:)` reports itself), so each reports itself and returns the sizing unchanged.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension PresentationSizing {
    /// Not modelled: the report says so; the sizing is returned unchanged.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        ModelProblems.notModelled("PresentationSizing.fitted(horizontal:vertical:)", "the sheet is sized as the sizing it modifies sizes it")
        return self
    }

    /// Not modelled: the report says so; the sizing is returned unchanged.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        ModelProblems.notModelled("PresentationSizing.sticky(horizontal:vertical:)", "the sheet is sized as the sizing it modifies sizes it")
        return self
    }
}
