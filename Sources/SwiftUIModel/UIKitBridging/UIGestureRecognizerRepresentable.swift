import Foundation

/// A UIKit gesture recognizer attached to a SwiftUI view (Apple's `UIGestureRecognizerRepresentable`,
/// attached with `gesture(_:)`). The model runs no UIKit touches: it never makes the recognizer or
/// calls these requirements, and the modifier that attaches one reports itself.
///
/// Not modelled: the model runs no UIKit gesture recognizers; nothing calls the requirements.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    /// Not modelled: the model never makes the recognizer.
    associatedtype UIGestureRecognizerType : UIGestureRecognizer
    /// Not modelled: the model never makes the coordinator.
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    /// Not modelled: a requirement the model never calls.
    @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
    /// Not modelled: a requirement the model never calls.
    @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
    /// Not modelled: a requirement the model never calls.
    @MainActor @preconcurrency func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    /// Not modelled: a requirement the model never calls.
    @MainActor @preconcurrency func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension UIGestureRecognizerRepresentable {
    /// Apple's default: updates nothing.
    /// Not modelled: the model never calls it.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @MainActor @preconcurrency public func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
    /// Apple's default: does nothing.
    /// Not modelled: the model never calls it.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @MainActor @preconcurrency public func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension UIGestureRecognizerRepresentable where Self.Coordinator == () {
    /// Apple's default for a representable without a coordinator.
    /// Not modelled: the model never calls it.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @MainActor @preconcurrency public func makeCoordinator(converter: Self.CoordinateSpaceConverter) {}
}

/// What a gesture recognizer representable's requirements are given: its coordinator and a
/// converter between coordinate spaces.
/// Not modelled: the model never makes one (it calls no requirement).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct UIGestureRecognizerRepresentableContext<Representable> where Representable : UIGestureRecognizerRepresentable {
    /// Not modelled: never made.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public let coordinator: Representable.Coordinator
    /// Not modelled: never made.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}
