/// A UIKit scene delegate whose scenes are SwiftUI's (Apple's `UIHostingSceneDelegate`, iOS 26):
/// a UIKit app declares SwiftUI scenes in `rootScene`. The model launches an app from its `App`,
/// never through a UIKit scene delegate, so nothing reads `rootScene`.
///
/// Not modelled: the model never launches a UIKit scene delegate; nothing reads its root scene.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public protocol UIHostingSceneDelegate : UISceneDelegate {
    /// Not modelled: the model never launches these scenes.
    associatedtype RootScene : Scene
    /// Not modelled: a requirement the model never reads.
    @SceneBuilder static var rootScene: Self.RootScene { get }
}
