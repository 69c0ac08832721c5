import CourseCheckProtocol
import Foundation

/// The preview declaration before `#Preview` (Apple's `PreviewProvider`): a type whose static
/// `previews` the canvas shows, each view of a `Group` as a preview of its own. A `preview` step
/// shows the first of them, `preview "Name"` the one named so by `previewDisplayName(_:)`.
///
/// Xcode finds these types by reading the source; so does the harness: it lists the types that
/// declare the conformance at the top level of the scenario's files (`RunPlan.previewProviders`),
/// and the host finds each by its mangled name (`PreviewProviders`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview runs on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// The size a preview is shown at (Apple's `PreviewLayout`).
public enum PreviewLayout: Sendable {
    /// The device's screen (the default).
    case device
    /// The view's ideal size.
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulated device for a preview (Apple's `PreviewDevice`); the model's device is the run's.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

enum PreviewDisplayNameKey: CarriedKey { typealias Value = String }

extension View {
    /// The size the preview is shown at: the device's screen, the view's ideal size, or a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(LayoutWrappingModifier(kind: "previewLayout", attributes: []) { PreviewLayoutRule(layout: value) })
    }

    /// The name of this preview, which a `preview "Name"` step can ask for.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewDisplayNameModifier(name: value))
    }

    /// The device the canvas simulates; the model runs on the scenario's device, whatever is asked.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(NeutralModifier())
    }
}

struct PreviewDisplayNameModifier: ViewModifier, BuiltinModifier {
    let name: String?
    typealias Body = Never
}

/// A preview's size: the device's (as offered), the content's ideal size, or a fixed one.
struct PreviewLayoutRule: ModifierLayout {
    let layout: PreviewLayout

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        switch layout {
        case .device: proposal
        case .sizeThatFits: .unspecified
        case .fixed(let width, let height): ProposedViewSize(width: width, height: height)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        if case .fixed(let width, let height) = layout { return CGSize(width: width, height: height) }
        return children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let inner = childProposal(proposal)
        for child in children {
            let size = child.sizeThatFits(inner)
            child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size), proposal: inner)
        }
    }
}

/// The previews of `PreviewProvider` types, found by their mangled names.
@MainActor
enum PreviewProviders {
    struct Preview {
        let name: String?
        let view: any View
    }

    /// Each provider's previews, one per view of its `previews` (a `Group` or block of several is
    /// several previews), named by `previewDisplayName` where they have one.
    @MainActor static func previews(mangledNames: [String]) -> [Preview] {
        mangledNames.compactMap { _typeByName($0) as? any PreviewProvider.Type }.flatMap { provider in
            @MainActor func previews<P: PreviewProvider>(_ type: P.Type) -> any View { type.previews }
            return elements(of: previews(provider)).map { view in
                let name = ModifierChain.modifiers(of: view).lazy.compactMap { ($0 as? PreviewDisplayNameModifier)?.name }.first
                return Preview(name: name, view: view)
            }
        }
    }

    static func elements(of view: any View) -> [any View] {
        if let group = view as? any GroupContent { return elements(of: group.groupContent) }
        if let tuple = view as? any TupleViewElements { return tuple.elementViews }
        return [view]
    }
}

protocol GroupContent { var groupContent: any View { get } }
extension Group: GroupContent where Content: View { var groupContent: any View { content } }
