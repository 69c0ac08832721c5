import Foundation

/// The look of a zoom transition's source (Apple's `MatchedTransitionSourceConfiguration`
/// modifiers). The model does not draw zoom transitions, so each reports itself and returns the
/// configuration unchanged.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension MatchedTransitionSourceConfiguration {
    /// Not modelled: the report says so; the configuration is returned unchanged.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        ModelProblems.notModelled("MatchedTransitionSourceConfiguration.background(_:)", "zoom transitions are not drawn: the source's background is not changed")
        return self
    }

    /// Not modelled: the report says so; the configuration is returned unchanged.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        ModelProblems.notModelled("MatchedTransitionSourceConfiguration.clipShape(_:)", "zoom transitions are not drawn: the source is not clipped")
        return self
    }

    /// Not modelled: the report says so; the configuration is returned unchanged.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
        ModelProblems.notModelled("MatchedTransitionSourceConfiguration.shadow(color:radius:x:y:)", "zoom transitions are not drawn: the source has no shadow")
        return self
    }
}
