import CourseCheckProtocol
import Foundation

/// The size of the container a `containerRelativeFrame` measures against, while a layout runs:
/// the nearest scroll view's (the size it was offered), else the window's safe area. Apple's
/// `containerRelativeFrame(_:alignment:)` names the containers: "The window presenting a view … The
/// content of a scroll view … The column of a navigation split view"; the model knows the first
/// two.
@MainActor
enum RelativeFrameContainer {
    static var sizes: [ProposedViewSize] = []

    static func with<T>(_ size: ProposedViewSize, _ body: () -> T) -> T {
        sizes.append(size)
        defer { sizes.removeLast() }
        return body()
    }

    static func length(_ axis: Axis) -> CGFloat {
        if let size = sizes.last, let length = size[axis], length.isFinite { return length }
        return LayoutViewport.safeArea.size[axis]
    }
}

/// `containerRelativeFrame`: along its axes the view is as long as the container says (the
/// `length` function, or the container's length shared out in `count` parts of which it spans
/// `span`, with `spacing` between: Apple's "(containerLength − spacing × (count − 1)) ÷ count ×
/// span + spacing × (span − 1)"); across them it is the content's size. The content is aligned in
/// the frame.
struct ContainerRelativeFrameLayout: ModifierLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @MainActor (CGFloat, Axis) -> CGFloat

    func frameSize(_ proposal: ProposedViewSize, child: DisplayNode?) -> CGSize {
        var offer = proposal
        if axes.contains(.horizontal) { offer.width = length(RelativeFrameContainer.length(.horizontal), .horizontal) }
        if axes.contains(.vertical) { offer.height = length(RelativeFrameContainer.length(.vertical), .vertical) }
        let content = child?.sizeThatFits(offer) ?? .zero
        return CGSize(width: axes.contains(.horizontal) ? offer.width ?? content.width : content.width,
                      height: axes.contains(.vertical) ? offer.height ?? content.height : content.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        frameSize(proposal, child: children.first)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let offer = ProposedViewSize(bounds.size)
        for child in children {
            let size = child.sizeThatFits(offer)
            child.place(in: CGRect(origin: alignment.place(size, in: bounds), size: size), proposal: offer)
        }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(LayoutWrappingModifier(kind: "containerRelativeFrame", attributes: []) {
            ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in length }
        })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(LayoutWrappingModifier(kind: "containerRelativeFrame",
                                        attributes: [(Attribute.Name.span, "\(span) of \(count)")]) {
            ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in
                let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
                return (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
            }
        })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(LayoutWrappingModifier(kind: "containerRelativeFrame", attributes: []) {
            ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { value, axis in length(value, axis) }
        })
    }
}
