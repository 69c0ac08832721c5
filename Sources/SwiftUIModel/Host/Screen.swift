import CourseCheckProtocol
import Foundation

/// The simulated device's screen: lays the display tree out in the safe area and reads it back
/// as report elements.
@MainActor
struct Screen {
    let device: RunPlan.Device

    init(_ device: RunPlan.Device) { self.device = device }

    var safeArea: CGRect {
        CGRect(x: 0, y: device.safeAreaTop, width: device.width, height: device.height - device.safeAreaTop - device.safeAreaBottom)
    }

    func layOut(_ units: [DisplayNode]) -> LaidOutScreen {
        // The window's root hosts its units like a ZStack would: each centred in the safe area.
        LayoutViewport.visible = CGRect(x: 0, y: 0, width: device.width, height: device.height)
        for unit in units { unit.layoutAsRoot(in: safeArea) }
        return LaidOutScreen(roots: units, device: device)
    }
}

@MainActor
struct LaidOutScreen {
    let roots: [DisplayNode]
    let device: RunPlan.Device

    struct Entry {
        let node: DisplayNode
        let depth: Int
    }

    func flatten() -> [Entry] {
        var result: [Entry] = []
        func walk(_ node: DisplayNode, _ depth: Int) {
            result.append(Entry(node: node, depth: depth))
            node.children.forEach { walk($0, depth + 1) }
        }
        roots.forEach { walk($0, 0) }
        return result
    }

    /// Every element, with its frame and, as drawing attributes: `clip=` on an element that clips
    /// what it contains, and `visible=` on an element that paints, for the part of it that can be
    /// seen: `full`, `none`, or `x,y,w,h` in screen points, after its ancestors' clips and the
    /// screen's edges (docs/SCENARIOS.md, "Drawing").
    func screenElements() -> [ScreenElement] {
        var result: [ScreenElement] = []
        func walk(_ node: DisplayNode, _ depth: Int, _ clipRect: CGRect) {
            let frame = node.frame
            var attributes = node.attributes.map { Attribute($0.0, $0.1) }
            if let clip = node.clip { attributes.append(Attribute(Attribute.Name.clip, clip.reportName)) }
            if node.paint != nil { attributes.append(Attribute(Attribute.Name.visible, Self.visibility(of: frame, in: clipRect))) }
            result.append(ScreenElement(depth: depth, kind: node.kind, content: node.content, attributes: attributes,
                                        frame: [frame.minX, frame.minY, frame.width, frame.height].map(Double.init),
                                        paint: node.paint?.screenPaint))
            var inner = clipRect
            if let clip = node.clip { inner = inner.intersection(clip.bounds(in: frame)) }
            node.children.forEach { walk($0, depth + 1, inner) }
        }
        roots.forEach { walk($0, 0, screenRect) }
        return result
    }

    /// The whole screen, in points.
    var screenRect: CGRect { CGRect(x: 0, y: 0, width: device.width, height: device.height) }

    static func visibility(of frame: CGRect, in clipRect: CGRect) -> String {
        let visible = frame.intersection(clipRect)
        if visible.isNull || visible.width <= 0.005 || visible.height <= 0.005 { return "none" }
        if abs(visible.width - frame.width) < 0.005 && abs(visible.height - frame.height) < 0.005 { return "full" }
        return [visible.minX, visible.minY, visible.width, visible.height].map { ReportNumber.format(Double($0)) }.joined(separator: ",")
    }

    /// Elements VoiceOver reads: buttons by their title, then texts and images not inside a button.
    func accessibilityElements() -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        func walk(_ node: DisplayNode) {
            if node.accessibilityHidden { return }
            if let role = node.accessibilityRole, role == .button || role == .link {
                result.append(AccessibilityElement(role: role, label: node.accessibilityLabel ?? ""))
                return
            }
            if node.accessibilityLabelIsExplicit, let label = node.accessibilityLabel {
                result.append(AccessibilityElement(role: node.accessibilityRole == .image ? .image : .element, label: label))
                return
            }
            if node.readsAsOneElement {
                if let label = node.accessibilityLabel, !label.isEmpty { result.append(AccessibilityElement(role: .label, label: label)) }
                return
            }
            if node.children.isEmpty, let label = node.accessibilityLabel {
                result.append(AccessibilityElement(role: node.accessibilityRole == .image ? .image : .text, label: label))
            }
            node.children.forEach(walk)
        }
        roots.forEach(walk)
        return result
    }
}
