import Foundation

/// A UIKit content configuration that shows a SwiftUI view in a cell (Apple's
/// `UIHostingConfiguration`). It keeps its content, its background, the margins and the minimum
/// size it is given (each method returns a changed copy, as Apple's do). The model runs no
/// UIKit: nothing shows a cell, so the view `makeContentView()` makes is never drawn.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct UIHostingConfiguration<Content, Background> : UIContentConfiguration where Content : View, Background : View {
    let content: Content
    let background: Background
    /// The margins `margins(_:_:)` set, by edge (an edge not set keeps the cell's default).
    var margins: [Edge: CGFloat] = [:]
    /// The minimum size `minSize(width:height:)` set (nil: not set).
    var minWidth: CGFloat?
    var minHeight: CGFloat?

    init(content: Content, background: Background) {
        self.content = content
        self.background = background
    }

    /// The same configuration with another background.
    func replacingBackground<B: View>(_ background: B) -> UIHostingConfiguration<Content, B> {
        var copy = UIHostingConfiguration<Content, B>(content: content, background: background)
        copy.margins = margins
        copy.minWidth = minWidth
        copy.minHeight = minHeight
        return copy
    }

    /// The configuration with a background view behind the cell's content.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func background<B>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> where B : View {
        replacingBackground(content())
    }

    /// The configuration with a background style behind the cell's content.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func background<S>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> where S : ShapeStyle {
        replacingBackground(_UIHostingConfigurationBackgroundView(style: style))
    }

    /// The configuration with the given edges' margins set to a length.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { copy.margins[edge] = length }
        return copy
    }

    /// The configuration with the given edges' margins set to the insets' lengths for them.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            switch edge {
            case .top: copy.margins[edge] = insets.top
            case .leading: copy.margins[edge] = insets.leading
            case .bottom: copy.margins[edge] = insets.bottom
            case .trailing: copy.margins[edge] = insets.trailing
            }
        }
        return copy
    }

    /// The configuration with a minimum width or height (nil keeps the one set before).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        if let width { copy.minWidth = width }
        if let height { copy.minHeight = height }
        return copy
    }

    /// Apple's: the configuration unchanged.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0, deprecated: 0) Please pass one or more parameters.")
    public func minSize() -> UIHostingConfiguration<Content, Background> { self }

    /// Not modelled: the model runs no UIKit; the view holds the configuration and is never drawn.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        ModelProblems.notModelled("UIHostingConfiguration.makeContentView()", "the model runs no UIKit: the cell's SwiftUI content is not drawn")
        return _UIHostingConfigurationContentView(configuration: self)
    }

    /// Not modelled: the state (a cell's selection, highlight) does not reach the content's
    /// environment; returns the configuration unchanged.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> {
        ModelProblems.notModelled("UIHostingConfiguration.updated(for:)", "the cell's state does not reach the content's environment")
        return self
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension UIHostingConfiguration where Background == EmptyView {
    /// A configuration showing the view the closure builds, with no background.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), background: EmptyView())
    }
}

/// The background a `UIHostingConfiguration` draws from a style: the style filling the cell.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct _UIHostingConfigurationBackgroundView<Style> : View where Style : ShapeStyle {
    let style: Style
    public var body: some View { Rectangle().fill(style) }
}

/// The view a `UIHostingConfiguration` makes: it holds the configuration (the model draws no
/// UIKit view).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
final class _UIHostingConfigurationContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
}
