import CourseCheckProtocol
import Foundation

extension HostSession {
    /// `background`, `foreground` and `open url` steps.
    func lifecycle(_ step: RunPlan.Step) {
        let app = AppLifecycle.shared
        let delegate = UIApplication.shared.delegate
        switch step {
        case .background:
            guard app.phase != .background else { problems.append("the app is in the background already"); return }
            // iOS moves an app through inactive to background (Apple's ScenePhase documentation),
            // each a change of its own.
            app.phase = .inactive
            delegate?.applicationWillResignActive(UIApplication.shared)
            graph?.update()
            app.phase = .background
            delegate?.applicationDidEnterBackground(UIApplication.shared)
            graph?.update()
        case .foreground:
            guard app.phase == .background else { problems.append("the app is in the foreground already"); return }
            app.phase = .inactive
            delegate?.applicationWillEnterForeground(UIApplication.shared)
            graph?.update()
            app.phase = .active
            delegate?.applicationDidBecomeActive(UIApplication.shared)
            graph?.update()
        case .openURL(let text):
            guard let url = URL(string: text) else { problems.append("not a URL: \(text)"); return }
            if app.openURLHandlers.isEmpty {
                ModelEvents.record("the app is opened with \(text); no onOpenURL handles it")
            }
            for handler in app.openURLHandlers { handler.action(url) }
            graph?.update()
        default:
            break
        }
    }
}
