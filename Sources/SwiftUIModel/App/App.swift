import Foundation

/// A type that represents the structure and behavior of an app (Apple's App). A scenario with its
/// own `@main struct …: App` is launched as the simulator launches it: the `launch` step makes
/// the app (its `init`), then shows its first `WindowGroup`'s content.
/// The app's own `@State` and `@StateObject` live as long as the run, as a view's do.
@MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// The app's entry point: runs the model's host with the app as its root.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @MainActor public static func main() {
        _Host.run(root: { _AppRootView(app: Self()) })
    }
}

/// Where the graph finds an app's dynamic properties (`DynamicProperties.install`).
@MainActor
protocol _AppRootHost {
    var appValue: Any { get }
}

/// The app as the root view: its body is the content of its first window group.
struct _AppRootView<A: App>: View, _AppRootHost {
    let app: A
    var appValue: Any { app }

    init(app: A) {
        self.app = app
    }

    var body: some View { AnyView(erasing: windowContent()) }

    private func windowContent() -> any View {
        guard let root = SceneRoot.root(of: app.body) else {
            ModelProblems.notModelled("an App body without a WindowGroup", "nothing is shown")
            return EmptyView()
        }
        return root
    }
}
