import Foundation
import Observation

/// An indication of a scene's operational state (Apple's ScenePhase).
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active

    /// Apple declares the order (`static func <` in SwiftUI's interface) without documenting it;
    /// the model's is the order of the interface's cases: background, inactive, active (no other
    /// source found).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func < (a: ScenePhase, b: ScenePhase) -> Bool {
        func rank(_ phase: ScenePhase) -> Int {
            switch phase {
            case .background: 0
            case .inactive: 1
            case .active: 2
            }
        }
        return rank(a) < rank(b)
    }
}

/// The app's state outside its views: its scene's phase, its `onOpenURL` handlers, its delegate.
/// Observable, so a body that read `scenePhase` runs again when the phase changes.
@Observable @MainActor
final class AppLifecycle {
    static let shared = AppLifecycle()
    /// The scene is active from launch (a preview's too).
    var phase: ScenePhase = .active
    @ObservationIgnored var openURLHandlers: [(id: ObjectIdentifier, action: (URL) -> Void)] = []
}

struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { MainActor.assumeIsolated { AppLifecycle.shared.phase } }
}

extension EnvironmentValues {
    /// The scene's phase: `background` and `foreground` steps move it (through `inactive`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

/// `.onOpenURL(perform:)`: while the view is on screen, a URL the system opens in the app
/// (`open url "…"` step) is handed to the action.
final class OpenURLRegistration {}

struct OnOpenURLModifier: ViewModifier, BuiltinModifier, LifecycleModifier {
    let action: (URL) -> Void
    typealias Body = Never

    func appeared(_ node: ViewNode) {
        let token = OpenURLRegistration()
        node.storage["onOpenURL"] = token
        AppLifecycle.shared.openURLHandlers.append((ObjectIdentifier(token), action))
    }

    func disappeared(_ node: ViewNode) {
        guard let token = node.storage["onOpenURL"] else { return }
        AppLifecycle.shared.openURLHandlers.removeAll { $0.id == ObjectIdentifier(token) }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OnOpenURLModifier(action: action))
    }
}

/// A property wrapper type that you use to create a UIKit app delegate (Apple's
/// UIApplicationDelegateAdaptor: SwiftUI makes the delegate when the app launches and calls its
/// `application(_:didFinishLaunchingWithOptions:)`). Not modelled: Linux's Foundation cannot make
/// an instance of an `NSObject` subclass from its type (its `init()` is not `required`), so the
/// model records the adaptor, reports it, and makes no delegate.
@propertyWrapper
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        ModelEvents.record("UIApplicationDelegateAdaptor declares \(delegateType)")
        ModelProblems.notModelled("@UIApplicationDelegateAdaptor", "the app delegate is not made and none of its methods run")
    }

    public var wrappedValue: DelegateType {
        fatalError("@UIApplicationDelegateAdaptor is not modelled: no \(DelegateType.self) was made")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension UIApplicationDelegateAdaptor where DelegateType : ObservableObject {
    /// An observable delegate, put in the environment by Apple; made by no one here (see above).
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        ModelEvents.record("UIApplicationDelegateAdaptor declares \(delegateType)")
        ModelProblems.notModelled("@UIApplicationDelegateAdaptor", "the app delegate is not made and none of its methods run")
    }

    /// Bindings to the delegate's properties (`$delegate.property`). Not modelled: no delegate is
    /// made (see above); reading it stops the run, as reading the delegate does.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ModelProblems.notModelled("@UIApplicationDelegateAdaptor", "the app delegate is not made and none of its methods run")
        fatalError("@UIApplicationDelegateAdaptor is not modelled: no \(DelegateType.self) was made")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension UIApplicationDelegateAdaptor where DelegateType : Observable {
    /// An `Observable` delegate, put in the environment by Apple; made by no one here (see above).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        ModelEvents.record("UIApplicationDelegateAdaptor declares \(delegateType)")
        ModelProblems.notModelled("@UIApplicationDelegateAdaptor", "the app delegate is not made and none of its methods run")
    }
}
