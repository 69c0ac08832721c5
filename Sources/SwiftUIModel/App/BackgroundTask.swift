/// A kind of background task an app or widget handles (Apple's `BackgroundTask`): a URL session's
/// events or an app refresh, named by identifier. The model keeps what names the task; it never
/// runs background tasks (the system schedules them), so each kind reports itself when made and
/// `Scene.backgroundTask(_:action:)` never calls its action.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct BackgroundTask<Request, Response> : Sendable {
    /// What the task handles: `urlSession("id")`, `appRefresh("id")`…
    let kind: String
    /// Which identifiers it handles.
    let matches: @Sendable (String) -> Bool
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension BackgroundTask {
    /// Not modelled: the model never runs background tasks; the task matches every identifier.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var urlSession: BackgroundTask<String, Void> {
        ModelProblems.notModelled("BackgroundTask.urlSession", "the model never runs background tasks")
        return BackgroundTask<String, Void>(kind: "urlSession", matches: { _ in true })
    }

    /// Not modelled: the model never runs background tasks.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        ModelProblems.notModelled("BackgroundTask.urlSession(_:)", "the model never runs background tasks")
        return BackgroundTask<Void, Void>(kind: "urlSession(\(identifier))", matches: { $0 == identifier })
    }

    /// Not modelled: the model never runs background tasks.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        ModelProblems.notModelled("BackgroundTask.urlSession(matching:)", "the model never runs background tasks")
        return BackgroundTask<String, Void>(kind: "urlSession(matching:)", matches: matching)
    }

    /// Not modelled: the model never runs background tasks.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        ModelProblems.notModelled("BackgroundTask.appRefresh(_:)", "the model never runs background tasks")
        return BackgroundTask<Void, Void>(kind: "appRefresh(\(identifier))", matches: { $0 == identifier })
    }
}
