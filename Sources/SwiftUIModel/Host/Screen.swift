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
    /// seen: `full`, `none`, or `x,y,w,h` in screen points, after its ancestors' clips, effects and
    /// the screen's edges (docs/SCENARIOS.md, "Drawing"). Effects move the drawing and not the
    /// frame: an element drawn elsewhere says where, `drawn=x,y,w,h` (the bounding box of its
    /// moved frame); one drawn at opacity 0, or a mask, is not visible. Siblings are listed in
    /// drawing order: by `zIndex`, then in order.
    func screenElements() -> [ScreenElement] {
        var result: [ScreenElement] = []
        func walk(_ node: DisplayNode, _ depth: Int, _ clipRect: CGRect, _ transform: CGAffineTransform, _ opacity: Double, _ hidden: Bool) {
            let frame = node.frame
            var attributes = node.attributes.map { Attribute($0.0, $0.1) }
            var effects = node.drawing.effect.map { [$0] } ?? []
            if let late = node.drawing.lateEffects {
                let resolved = late(frame)
                effects += resolved
                attributes += resolved.flatMap { effect in [Attribute(Attribute.Name.effect, effect.kind)] + effect.attributes.map { Attribute($0.0, $0.1) } }
            }
            var drawing = transform
            var strength = opacity
            for effect in effects {
                drawing = effect.geometry(in: frame).concatenating(drawing)
                strength *= effect.opacityFactor
            }
            if let clip = node.drawing.clip { attributes.append(Attribute(Attribute.Name.clip, clip.reportName)) }
            if case .shape(let shape)? = node.drawing.paint?.kind { attributes += shape.pathAttributes(for: frame.size) }
            var paint = node.drawing.paint?.screenPaint(in: frame)
            if node.drawing.paint != nil {
                let drawn = drawing.isIdentity ? frame : frame.applying(drawing)
                if !drawing.isIdentity { attributes.append(Attribute(Attribute.Name.drawn, reportRect(drawn))) }
                let visibility = hidden || strength <= 0 ? "none" : Self.visibility(of: drawn, in: clipRect)
                attributes.append(Attribute(Attribute.Name.visible, visibility))
                if hidden { paint = nil }
                if !drawing.isIdentity { paint?.transform = [drawing.a, drawing.b, drawing.c, drawing.d, drawing.tx, drawing.ty].map(Double.init) }
                if strength < 1, let current = paint { paint?.opacity = (current.opacity ?? 1) * strength }
            }
            result.append(ScreenElement(depth: depth, kind: node.kind, content: node.content, attributes: attributes,
                                        frame: [frame.minX, frame.minY, frame.width, frame.height].map(Double.init),
                                        paint: paint))
            if case .canvas(let canvas)? = node.drawing.paint?.kind { result += canvas.elements(in: frame, depth: depth + 1) }
            var inner = clipRect
            if let clip = node.drawing.clip { inner = inner.intersection(clip.bounds(in: frame).applying(drawing)) }
            // A mask shows its sibling only within what the mask paints, and is not drawn itself.
            let maskBounds = node.children.first(where: \.drawing.isMask).map { Self.paintedBounds($0).applying(drawing) }
            for child in Self.drawingOrder(node.children) where !child.isLaidAside {
                var childClip = inner
                if let maskBounds, !child.drawing.isMask { childClip = childClip.intersection(maskBounds) }
                walk(child, depth + 1, childClip, drawing, strength, hidden || child.drawing.isMask)
            }
        }
        roots.forEach { walk($0, 0, screenRect, .identity, 1, false) }
        return result
    }

    /// Children in the order they are drawn: by `zIndex` (default 0), ties in order.
    static func drawingOrder(_ children: [DisplayNode]) -> [DisplayNode] {
        func z(_ node: DisplayNode) -> Double {
            if case .zIndex(let value)? = node.drawing.effect { return value }
            return 0
        }
        guard children.contains(where: { z($0) != 0 }) else { return children }
        return children.enumerated().sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }.map(\.element)
    }

    /// The union of the frames a subtree paints.
    static func paintedBounds(_ node: DisplayNode) -> CGRect {
        var bounds = CGRect.null
        func visit(_ node: DisplayNode) {
            if node.drawing.paint != nil { bounds = bounds.union(node.frame) }
            node.children.forEach(visit)
        }
        visit(node)
        return bounds
    }

    /// The whole screen, in points.
    var screenRect: CGRect { CGRect(x: 0, y: 0, width: device.width, height: device.height) }

    static func visibility(of frame: CGRect, in clipRect: CGRect) -> String {
        let visible = frame.intersection(clipRect)
        if visible.isNull || visible.width <= 0.005 || visible.height <= 0.005 { return "none" }
        if abs(visible.width - frame.width) < 0.005 && abs(visible.height - frame.height) < 0.005 { return "full" }
        return [visible.minX, visible.minY, visible.width, visible.height].map { ReportNumber.format(Double($0)) }.joined(separator: ",")
    }
}
