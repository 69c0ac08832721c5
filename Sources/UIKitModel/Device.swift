import Foundation

/// An object that defines the properties associated with a hardware-based display (Apple's
/// UIScreen): the run's device (`// device:`), which the SwiftUI host sets at launch.
open class UIScreen: @unchecked Sendable {
    public let bounds: CGRect
    public let scale: CGFloat
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

    public init(_bounds: CGRect, scale: CGFloat) {
        bounds = _bounds
        self.scale = scale
    }

    nonisolated(unsafe) public static var _current = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 402, height: 874), scale: 3)

    @available(*, deprecated, message: "@available(iOS, deprecated: 26.0) Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for properties like UIScreen.scale with trait equivalents, use a traitCollection found through context.")
    open class var main: UIScreen { _current }
}

/// A representation of the current device (Apple's UIDevice): the simulated iPhone.
open class UIDevice: @unchecked Sendable {
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    public static let current = UIDevice()
    /// The run's device name (`// device:`), set by the SwiftUI host.
    nonisolated(unsafe) public static var _model = "iPhone 17"
    nonisolated(unsafe) public static var _systemVersion = "27.0"

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { UIDevice._systemVersion }
    open var orientation: Orientation { .portrait }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var isBatteryMonitoringEnabled = false
    /// The simulator reports an unknown battery (-1, "unknown") (Apple's batteryLevel: "-1.0 if
    /// the battery state is unknown").
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
}

public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

/// The abstract superclass of the feedback generators (Apple's UIFeedbackGenerator). The
/// simulator plays no haptics: each generator records what it would play as an event.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    /// Prepares the haptics engine: nothing to prepare where none plays.
    open func prepare() {}
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts. The
/// model records each impact as an event.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// Apple's class inherits `init()` from UIFeedbackGenerator; the style it then plays is not in
    /// Apple's documentation or headers (no source found): the model assumes `.medium`.
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() { _UIKitEvents.record("impact feedback \(style)") }
    open func impactOccurred(intensity: CGFloat) { _UIKitEvents.record("impact feedback \(style) intensity \(intensity)") }
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) { _UIKitEvents.record("notification feedback \(notificationType)") }
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    open func selectionChanged() { _UIKitEvents.record("selection feedback") }
}
