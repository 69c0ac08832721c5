import Foundation

/// `hidden()`: Apple: "Hidden views are invisible and can't receive or respond to interactions.
/// However, they do remain in the view hierarchy and affect layout." So the view keeps its frame
/// (a `PassThroughLayout`), is drawn at opacity 0 (`visible=none`), takes no touch, and is left
/// out of what VoiceOver reads.
struct HiddenModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let node = DisplayNode(kind: "hidden", children: [unit], layout: PassThroughLayout())
        node.drawing.effect = .opacity(0)
        node.touch.hitTesting = .disabled
        node.accessibility.isHidden = true
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

extension View {
    public func hidden() -> some View { modifier(HiddenModifier()) }
}
