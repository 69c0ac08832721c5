import CourseCheckProtocol
import Foundation

/// Where content margins apply (iOS 17's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

struct ContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets? { nil } }

extension EnvironmentValues {
    /// The margins scroll views below inset their content by (`contentMargins`).
    var scrollContentMargins: EdgeInsets? {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

/// `contentMargins`: scroll views inside inset their content by the margins ("Configures the
/// content margin for a provided placement … the content of a scroll view" — Apple's
/// `contentMargins(_:_:for:)`); the scroll indicators' margins are not drawn, so that placement
/// changes nothing.
struct ContentMarginsModifier: ViewModifier, BuiltinModifier {
    let insets: EdgeInsets
    let placement: ContentMarginPlacement
    typealias Body = Never
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard placement != .scrollIndicators else { return environment }
        var environment = environment
        environment.scrollContentMargins = insets
        return environment
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        let chosen = EdgeInsets(top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                                bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0)
        return modifier(ContentMarginsModifier(insets: chosen, placement: placement))
    }
    /// A nil length is the system's default margin: the standard 16 points (docs/FACTS.md, as for padding).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length ?? 16
        return modifier(ContentMarginsModifier(insets: EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                                                  bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0),
                                               placement: placement))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length), placement: placement))
    }
}

/// A scroll view's content inset by its margins; the content's container (for
/// `containerRelativeFrame`) is the scroll view's size less the margins.
struct ContentMarginsLayout: ModifierLayout {
    let insets: EdgeInsets
    var padding: PaddingLayout { PaddingLayout(insets: insets) }

    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let outer = RelativeFrameContainer.sizes.last ?? proposal
        return ProposedViewSize(width: outer.width.map { max($0 - insets.leading - insets.trailing, 0) },
                                height: outer.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        RelativeFrameContainer.with(inner(proposal)) { padding.sizeThatFits(proposal, children: children) }
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        RelativeFrameContainer.with(inner(proposal)) { padding.placeChildren(in: bounds, proposal: proposal, children: children) }
    }
}
