import Foundation

/// What the model's UIKit did that shows neither on screen nor in the console (a URL handed to
/// the system…): the SwiftUI host collects it for the report's `events` section.
public enum _UIKitEvents {
    nonisolated(unsafe) public static var record: (String) -> Void = { _ in }
}

/// The centralized point of control and coordination for apps running in iOS (Apple's UIKit).
/// The model keeps what course code touches: the shared instance, opening URLs, the delegate.
open class UIApplication {
    public static let shared = UIApplication()
    open weak var delegate: UIApplicationDelegate?

    public init() {}

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public struct LaunchOptionsKey: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// The system opens the URL (recorded as an event); the completion is told it succeeded,
    /// "asynchronously on your app's main thread" (Apple's documentation of the completion
    /// handler), so after the caller returns.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        _UIKitEvents.record("the system opens \(url.absoluteString)")
        guard let completion else { return }
        Task { @MainActor in completion(true) }
    }

    /// The system opens the URL (recorded as an event), and it succeeded.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        _UIKitEvents.record("the system opens \(url.absoluteString)")
        return true
    }

    /// Whether an app is available to handle the URL: the model's system handles http(s), mailto
    /// and tel (no source for other schemes: false).
    open func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel"].contains(url.scheme?.lowercased() ?? "")
    }

    public static let openSettingsURLString = "app-settings:"
}

/// A set of methods to manage shared behaviors for your app. Every method has a default, as the
/// Objective-C protocol's optional methods do.
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
}

/// An object that manages the content for a rectangular area on the screen (Apple's UIView). The
/// model draws no UIKit views: a `UIViewRepresentable` shows a placeholder of the size SwiftUI
/// proposes (SwiftUIModel).
open class UIView {
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var frame: CGRect
    open var tintColor: UIColor!
    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }
    open func addSubview(_ view: UIView) {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
}

/// An object that manages a view hierarchy for your UIKit app (Apple's UIViewController).
open class UIViewController {
    public lazy var view: UIView! = UIView()
    public init() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}
