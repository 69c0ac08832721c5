import Foundation

/// A sheet height of the app's own (Apple's `CustomPresentationDetent`, iOS 16), named by
/// `PresentationDetent.custom(_:)`. The model never asks `height(in:)` (see `custom(_:)`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public protocol CustomPresentationDetent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    static func height(in context: Self.Context) -> CGFloat?
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension CustomPresentationDetent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias Context = PresentationDetent.Context
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension PresentationDetent.Context {
    /// Not modelled: a use reports itself; reads the environment's default value (the model
    /// makes no context from a presentation's environment).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        ModelProblems.notModelled("PresentationDetent.Context.subscript(dynamicMember:)", "reads the environment's default value, not the presentation's")
        return EnvironmentValues()[keyPath: keyPath]
    }
}
