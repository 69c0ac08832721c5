import CourseCheckProtocol
import Foundation

/// A spinner, or a bar when given a value. The circular spinner is UIKit's medium activity
/// indicator, 20 × 20 points (UIActivityIndicatorView.Style.medium).
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let value: Double?
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { value = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { self.value = value.map { Double($0 / total) } }
}

extension ProgressView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let value {
            let node = DisplayNode(kind: "ProgressView", layout: LeafLayout { CGSize(width: $0.width ?? 10, height: 4) })
            node.attributes = [(Attribute.Name.value, ReportNumber.format(Double(value)))]
            node.paint = Paint(kind: .fill(style: "accentColor", shape: .capsule))
            return [node]
        }
        let node = DisplayNode(kind: "ProgressView", layout: LeafLayout { _ in CGSize(width: 20, height: 20) })
        node.attributes = [(Attribute.Name.spinning, "true")]
        node.paint = Paint(kind: .spinner)
        node.accessibilityLabel = "In progress"
        return [node]
    }
}

extension ProgressView: View {}
