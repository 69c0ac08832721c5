import CourseCheckProtocol
import Foundation

/// A type that you use to create custom alignment guides (SwiftUI's `AlignmentID`): its
/// `defaultValue(in:)` is the guide's offset from the view's origin when no view sets it.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment's identifier, compared by type.
struct CustomAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type
    static func == (lhs: CustomAlignment, rhs: CustomAlignment) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
}

/// A horizontal or vertical guide, as a key.
enum GuideKey: Equatable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    var isCustom: Bool {
        switch self {
        case .horizontal(let g): g.custom != nil
        case .vertical(let g): g.custom != nil
        }
    }
}

/// A value a view sets for a guide (`alignmentGuide(_:computeValue:)`).
struct ExplicitGuide {
    let key: GuideKey
    let compute: @Sendable (ViewDimensions) -> CGFloat
}

enum AlignmentGuidesKey: CarriedKey { typealias Value = [ExplicitGuide] }

/// A view's size and alignment guides (SwiftUI's `ViewDimensions`): a guide is what the view set
/// with `alignmentGuide`, else its default — a fraction of the size for the builtin guides
/// (leading 0, centre ½, trailing 1), `defaultValue(in:)` for a custom one.
public struct ViewDimensions: Equatable, @unchecked Sendable {
    public let width: CGFloat
    public let height: CGFloat
    var explicit: [ExplicitGuide] = []

    init(width: CGFloat, height: CGFloat, explicit: [ExplicitGuide] = []) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }

    /// The value set for `key`, computed with the dimensions as they were before it was set
    /// (Apple's example: `.alignmentGuide(.leading) { context in context[.leading] - 10 }`).
    func explicitValue(_ key: GuideKey) -> CGFloat? {
        guard let index = explicit.firstIndex(where: { $0.key == key }) else { return nil }
        let before = ViewDimensions(width: width, height: height, explicit: Array(explicit[(index + 1)...]))
        return explicit[index].compute(before)
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let value = explicitValue(.horizontal(guide)) { return value }
        if let custom = guide.custom { return custom.id.defaultValue(in: self) }
        return width * guide.fraction
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let value = explicitValue(.vertical(guide)) { return value }
        if let custom = guide.custom { return custom.id.defaultValue(in: self) }
        return height * guide.fraction
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(.horizontal(guide)) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(.vertical(guide)) }

    subscript(key: GuideKey) -> CGFloat {
        switch key {
        case .horizontal(let g): self[g]
        case .vertical(let g): self[g]
        }
    }
}

struct AlignmentGuideModifier: ViewModifier, BuiltinModifier {
    let guide: ExplicitGuide
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        // Outermost first: a later (outer) modifier's value wins.
        unit.carried[AlignmentGuidesKey.self] = [guide] + (unit.carried[AlignmentGuidesKey.self] ?? [])
        return unit
    }
}

extension View {
    @preconcurrency
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: ExplicitGuide(key: .horizontal(g), compute: computeValue)))
    }
    @preconcurrency
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: ExplicitGuide(key: .vertical(g), compute: computeValue)))
    }
}

extension DisplayNode {
    /// The guides set on this node and on the views it wraps as a modifier does, outermost first.
    var explicitGuides: [ExplicitGuide] {
        var result: [ExplicitGuide] = []
        var node: DisplayNode? = self
        while let current = node {
            result += current.carried[AlignmentGuidesKey.self] ?? []
            node = current.layout is any ModifierLayout && current.children.count == 1 ? current.children[0] : nil
        }
        return result
    }

    /// Whether this node, or a view it contains along the guide's axis, sets `key`.
    func setsGuide(_ key: GuideKey) -> Bool {
        if explicitGuides.contains(where: { $0.key == key }) { return true }
        if let stack = layout as? StackLayout, stack.axis == key.axis { return children.contains { $0.setsGuide(key) } }
        if layout is any ModifierLayout, children.count == 1 { return children[0].setsGuide(key) }
        return false
    }

    /// The guide's value in this node at `size`: its own, or that of the first view in a stack
    /// along the guide's axis that sets it, at that view's place in the stack (alignment across
    /// nested stacks, as Apple's `AlignmentID` example aligns views in different rows).
    func guideValue(_ key: GuideKey, size: CGSize) -> CGFloat {
        let own = explicitGuides
        if own.contains(where: { $0.key == key }) { return ViewDimensions(width: size.width, height: size.height, explicit: own)[key] }
        if let stack = layout as? StackLayout, stack.axis == key.axis, let index = children.firstIndex(where: { $0.setsGuide(key) }) {
            let sizes = stack.childSizes(ProposedViewSize(size), children: children)
            let gaps = stack.gaps(children)
            let offset = (0..<index).reduce(0) { $0 + sizes[$1][stack.axis] + gaps[$1 + 1] }
            return offset + children[index].guideValue(key, size: sizes[index])
        }
        if layout is any ModifierLayout, children.count == 1, children[0].setsGuide(key) {
            return children[0].guideValue(key, size: size)
        }
        return ViewDimensions(width: size.width, height: size.height)[key]
    }
}

extension GuideKey {
    /// The axis the guide positions along.
    var axis: Axis {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }
}
