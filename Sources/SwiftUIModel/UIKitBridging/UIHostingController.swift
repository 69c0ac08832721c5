import Foundation

/// A UIKit view controller that shows a SwiftUI view (Apple's `UIHostingController`). It keeps
/// its root view and its settings; the model runs no UIKit, so a hosting controller is never shown
/// (a `UIViewControllerRepresentable` that returns one shows the representable's placeholder).
///
/// Not modelled: the model shows no UIKit view controller; the root view is never drawn.
/// (Apple's is main-actor isolated; the model's `UIViewController` is not, so neither is this.)
open class UIHostingController<Content> : UIViewController where Content : View {
    /// The view the controller shows.
    public var rootView: Content

    /// Not modelled: the model shows no UIKit view controller; the root view is never drawn.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
        ModelProblems.notModelled("UIHostingController", "the model shows no UIKit view controller: \(Content.self) is never drawn")
    }

    /// How the controller sizes itself to its content (kept; nothing lays the controller out). No
    /// source found for Apple's default: empty here.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// The safe area regions the root view respects (kept; nothing lays the controller out). Its
    /// default is `.all` (Apple's documentation: developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.4)")
    public var safeAreaRegions: SafeAreaRegions = .all
}
