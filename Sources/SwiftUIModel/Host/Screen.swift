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
        LayoutViewport.safeArea = safeArea
        for unit in units { unit.layoutAsRoot(in: safeArea) }
        // Then what it presents, each layer over the one before (`ScreenLayers`).
        let layers = ScreenLayers.collect(from: units)
        for layer in layers { ScreenLayers.place(layer, on: device) }
        return LaidOutScreen(roots: units + layers, device: device, frontCount: layers.isEmpty ? units.count : 1)
    }
}

@MainActor
struct LaidOutScreen {
    let roots: [DisplayNode]
    let device: RunPlan.Device
    /// How many of the last roots make the frontmost layer: taps and VoiceOver reach only them.
    var frontCount: Int

    init(roots: [DisplayNode], device: RunPlan.Device, frontCount: Int? = nil) {
        self.roots = roots
        self.device = device
        self.frontCount = frontCount ?? roots.count
    }

    /// The roots of the frontmost layer.
    var frontRoots: [DisplayNode] { Array(roots.suffix(frontCount)) }

    struct Entry {
        let node: DisplayNode
        let depth: Int
    }

    func flatten() -> [Entry] { flatten(roots) }

    /// What a tap or a step can reach: the frontmost layer's elements.
    func interactive() -> [Entry] { flatten(frontRoots) }

    private func flatten(_ roots: [DisplayNode]) -> [Entry] {
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
            if case .shape(let drawing)? = node.paint?.kind { attributes += drawing.pathAttributes(for: frame.size) }
            if node.paint != nil { attributes.append(Attribute(Attribute.Name.visible, Self.visibility(of: frame, in: clipRect))) }
            result.append(ScreenElement(depth: depth, kind: node.kind, content: node.content, attributes: attributes,
                                        frame: [frame.minX, frame.minY, frame.width, frame.height].map(Double.init),
                                        paint: node.paint?.screenPaint(in: frame)))
            if case .canvas(let drawing)? = node.paint?.kind { result += drawing.elements(in: frame, depth: depth + 1) }
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

    /// Elements VoiceOver reads, in the frontmost layer only: buttons by their title, then texts
    /// and images not inside a button.
    func accessibilityElements() -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        func walk(_ node: DisplayNode) {
            // Hidden, or in a closed menu: not read.
            if node.accessibilityHidden || node.attributes.contains(where: { $0.0 == Attribute.Name.inMenu }) { return }
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
        frontRoots.forEach(walk)
        return result
    }
}
