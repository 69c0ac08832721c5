import Foundation

/// Opens a URL: what `Link` and Markdown links in `Text` call, read from the environment so that a
/// preview or a test can put a stand-in in its place (Apple's OpenURLAction documentation).
public struct OpenURLAction {
    public struct Result: Sendable {
        /// `inApp`: the handler prefers the URL opened inside the app (`prefersInApp:`).
        enum Kind: Sendable { case handled, discarded, systemAction(URL?, inApp: Bool = false) }
        let kind: Kind
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let handled = Result(kind: .handled)
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
        /// The system's action on the URL (or, nil, on the one being opened), in an in-app browser
        /// when `prefersInApp` (Apple's parameter).
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> OpenURLAction.Result {
            Result(kind: .systemAction(url, inApp: prefersInApp))
        }
    }

    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) {
        perform(url)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(perform(url))
    }

    @discardableResult
    private func perform(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other, let inApp): return SystemURLOpener.open(other ?? url, inApp: inApp)
        }
    }
}

/// The system's own action: the app would leave for Safari (or another app). Recorded so the run
/// can report it; nothing is opened.
enum SystemURLOpener {
    nonisolated(unsafe) static var opened: [URL] = []

    static func open(_ url: URL, inApp: Bool = false) -> Bool {
        opened.append(url)
        ModelEvents.record("the system opens \(url.absoluteString)" + (inApp ? " in an in-app browser" : ""))
        return true
    }
}

struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { .systemAction($0) } }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
