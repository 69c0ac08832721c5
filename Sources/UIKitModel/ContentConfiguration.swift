import Foundation

// The UIKit protocols and classes SwiftUI's bridging declarations name (`UIHostingConfiguration`,
// `UIGestureRecognizerRepresentable`, `UIHostingSceneDelegate`), as far as they name them. The
// model runs no UIKit: nothing here is shown or called by the model itself.
// Source of the shapes: iPhoneOS26.2.sdk, UIKit.framework/Headers/UIContentConfiguration.h,
// UIConfigurationState.h, UIGestureRecognizer.h, UISceneDelegate.h (github.com/seayou2468-web/maciOS
// at 4e13ea7ff478).

/// Apple's `UIConfigurationState`: the state a configuration is updated for (a cell's selection,
/// highlight…). The model makes no states.
public protocol UIConfigurationState {}

/// Apple's `UIContentConfiguration`: what a cell or view shows, which makes the view that shows it.
public protocol UIContentConfiguration {
    /// Makes the view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration for a state (a cell's selection, highlight…).
    func updated(for state: any UIConfigurationState) -> Self
}

/// Apple's `UIContentView`: a view that shows a content configuration (Apple's is main-actor
/// isolated; the model's `UIView` is not).
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
}

/// Apple's `UIGestureRecognizer`: recognises a gesture from touches. The model runs no UIKit
/// touches: a recognizer it is given never changes state.
open class UIGestureRecognizer {
    /// Apple's `UIGestureRecognizer.State` (UIGestureRecognizer.h: possible 0, began, changed,
    /// ended, cancelled, failed; recognized is ended).
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        public static var recognized: State { .ended }
    }

    open var state: State = .possible
    open var isEnabled = true
    public init() {}
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// Apple's `UISceneDelegate`: the delegate of a scene (a window of the app). The model launches
/// its scenes from the `App`, never through a scene delegate.
public protocol UISceneDelegate: AnyObject {}
