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

    /// The system opens the URL (recorded as an event); the completion is told it succeeded.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        _UIKitEvents.record("the system opens \(url.absoluteString)")
        completion?(true)
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
