import CourseCheckProtocol
import Foundation

/// The simulated device's screen: lays the display tree out in the safe area and reads it back
/// as report elements.
@MainActor
struct Screen {
    /// iPhone 17: 402 × 874 points at @3x; safe area 62 top, 34 bottom in portrait.
    nonisolated static let iPhone17 = RunPlan.Device(name: "iPhone 17", width: 402, height: 874, scale: 3, safeAreaTop: 62, safeAreaBottom: 34)

    let device: RunPlan.Device

    init(_ device: RunPlan.Device) { self.device = device }

    var safeArea: CGRect {
        CGRect(x: 0, y: device.safeAreaTop, width: device.width, height: device.height - device.safeAreaTop - device.safeAreaBottom)
    }

    func layOut(_ units: [DisplayNode]) -> LaidOutScreen {
        // The window's root hosts its units like a ZStack would: each centred in the safe area.
        for unit in units { unit.layoutAsRoot(in: safeArea) }
        return LaidOutScreen(roots: units)
    }
}

@MainActor
struct LaidOutScreen {
    let roots: [DisplayNode]

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

    func screenElements() -> [ScreenElement] {
        flatten().map { entry in
            let frame = entry.node.frame
            return ScreenElement(depth: entry.depth, kind: entry.node.kind, content: entry.node.content,
                                 attributes: entry.node.attributes.map { Attribute($0.0, $0.1) },
                                 frame: [frame.minX, frame.minY, frame.width, frame.height].map(Double.init))
        }
    }

    /// Elements VoiceOver reads: buttons by their title, then texts and images not inside a button.
    func accessibilityElements() -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        func walk(_ node: DisplayNode) {
            if node.accessibilityHidden { return }
            if node.accessibilityLabelIsExplicit, let label = node.accessibilityLabel, node.kind != "Button", node.kind != "Link" {
                result.append(AccessibilityElement(role: node.kind == "Image" ? "image" : "element", label: label))
                return
            }
            if node.kind == "Button" || node.kind == "Link" {
                result.append(AccessibilityElement(role: node.kind.lowercased(), label: node.accessibilityLabel ?? ""))
                return
            }
            if node.children.isEmpty, let label = node.accessibilityLabel {
                result.append(AccessibilityElement(role: node.kind == "Image" ? "image" : "text", label: label))
            }
            node.children.forEach(walk)
        }
        roots.forEach(walk)
        return result
    }
}
