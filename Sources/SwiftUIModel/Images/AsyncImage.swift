import Foundation

/// The state of an AsyncImage's load (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

struct AsyncImageSessionKey: EnvironmentKey { static var defaultValue: URLSession? { nil } }

extension EnvironmentValues {
    var asyncImageURLSession: URLSession? {
        get { self[AsyncImageSessionKey.self] }
        set { self[AsyncImageSessionKey.self] = newValue }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 27.0)")
extension View {
    /// The session AsyncImage views below load with, new in iOS 27 (Apple's iOS & iPadOS 27 release
    /// notes: "to customize the download process in a specific view hierarchy"): an app deploying
    /// to an earlier release cannot use it (docs/SCENARIOS.md, "Availability").
    public func asyncImageURLSession(_ session: URLSession) -> some View {
        modifier(_EnvironmentTransformModifier { $0.asyncImageURLSession = session })
    }
}

/// A view that loads and shows an image from a URL (SwiftUI's `AsyncImage`).
///
/// - The plain form shows a grey placeholder that fills what it is offered, then the image at its
///   natural size (pixels ÷ `scale`): image modifiers cannot be applied to an AsyncImage.
/// - The content/placeholder form shows the placeholder until the image arrives, and also when
///   the load fails: a failure looks like a slow network, for ever.
/// - The phase form is called with `.empty`, `.success(image)` or `.failure(error)`.
/// - A nil URL loads nothing: the phase stays `.empty`.
/// - Caching: from iOS 27, "AsyncImage caches downloaded image data following the transport
///   protocol" (Apple's AsyncImage documentation); before, every load goes to the network.
/// A response that is not 2xx, or data that is not an image, is a failure.
public struct AsyncImage<Content: View> {
    let url: URL?
    let scale: CGFloat
    let make: (AsyncImagePhase) -> Content
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension AsyncImage {
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImagePlainContent {
        self.url = url
        self.scale = scale
        make = { _AsyncImagePlainContent(image: $0.image) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                   @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        make = { phase in
            if let image = phase.image { _ConditionalContent(storage: .trueContent(content(image))) }
            else { _ConditionalContent(storage: .falseContent(placeholder())) }
        }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        make = content
    }
}

/// The plain form's content: the image, or the standard placeholder.
public struct _AsyncImagePlainContent: View {
    let image: Image?
    public typealias Body = Never
}

extension _AsyncImagePlainContent: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let image { return [ChildView(identity: .branch(true), view: image)] }
        return [ChildView(identity: .branch(false), view: Color(name: "secondarySystemFill"))]
    }
}

/// Loads one URL for one AsyncImage node, and wakes the node when the phase changes.
@MainActor
final class AsyncImageLoader {
    let url: URL?
    var phase: AsyncImagePhase = .empty
    weak var node: ViewNode?

    init(url: URL?, scale: CGFloat, session: URLSession, node: ViewNode) {
        self.url = url
        self.node = node
        guard let url else { return }
        let cachePolicy: URLRequest.CachePolicy = ModelSettings.current.platformMajorVersion >= 27
            ? .useProtocolCachePolicy : .reloadIgnoringLocalCacheData
        Task { @MainActor [weak self] in
            let phase: AsyncImagePhase
            do {
                let (data, response) = try await session.data(for: URLRequest(url: url, cachePolicy: cachePolicy))
                if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                    phase = .failure(URLError(.badServerResponse))
                } else if let pixels = _ImageData.pixelSize(of: data) {
                    phase = .success(Image(bitmapWidth: pixels.width, height: pixels.height, scale: Double(scale)))
                } else {
                    phase = .failure(URLError(.cannotDecodeContentData))
                }
            } catch {
                phase = .failure(error)
            }
            self?.phase = phase
            self?.node?.invalidate()
        }
    }
}

extension AsyncImage: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let key = "asyncImage"
        var loader = context.node.storage[key] as? AsyncImageLoader
        if loader == nil || loader?.url != url {
            loader = AsyncImageLoader(url: url, scale: scale, session: context.environment.asyncImageURLSession ?? .shared, node: context.node)
            context.node.storage[key] = loader
        }
        return [ChildView(identity: .index(0), view: make(loader!.phase))]
    }
}

extension AsyncImage: View {}
