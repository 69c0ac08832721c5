import CourseCheckProtocol
import Foundation

/// The screen as a stack of layers: the window's root, then what it presents — sheets, covers,
/// alerts, dialogs — each over the one before. Presented layers travel up the display tree on
/// the presenter's node (`PresentedLayersKey`); the screen gathers them, outermost first, and
/// places each by its style. Taps and VoiceOver reach only the frontmost layer: a presentation is
/// modal (Apple's `sheet(isPresented:…)`, "a modal view"; an alert "appears … and blocks
/// interaction").
@MainActor
enum ScreenLayers {
    /// The layers presented from `roots`, outermost first (a sheet before the alert it presents).
    static func collect(from roots: [DisplayNode]) -> [DisplayNode] {
        var layers: [DisplayNode] = []
        func scan(_ node: DisplayNode) {
            for layer in node.carried[PresentedLayersKey.self] ?? [] {
                layers.append(layer)
                scan(layer)
            }
            node.children.forEach(scan)
        }
        roots.forEach(scan)
        return layers
    }

    /// Sets a layer's frame on a screen of `device`, and the insets its content keeps from it.
    static func place(_ layer: DisplayNode, on device: RunPlan.Device) {
        guard let info = layer.carried[LayerInfoKey.self] else { return }
        let screen = CGRect(x: 0, y: 0, width: device.width, height: device.height)
        switch info.style {
        case .fullScreenCover:
            // A cover takes the whole screen; its content keeps to the safe area, as a window's.
            setInsets(layer, EdgeInsets(top: device.safeAreaTop, leading: 0, bottom: device.safeAreaBottom, trailing: 0))
            layer.place(in: screen)
        case .sheet:
            let frame = sheetFrame(layer, device: device)
            setInsets(layer, EdgeInsets(top: 0, leading: 0, bottom: device.safeAreaBottom, trailing: 0))
            layer.place(in: frame)
        case .alert, .confirmationDialog:
            let width = info.style == .alert ? AlertMetrics.width : device.width - 2 * AlertMetrics.dialogMargin
            let size = layer.sizeThatFits(ProposedViewSize(width: width, height: nil))
            let origin: CGPoint = info.style == .alert
                ? CGPoint(x: (device.width - size.width) / 2, y: (device.height - size.height) / 2)
                : CGPoint(x: (device.width - size.width) / 2, y: device.height - device.safeAreaBottom - AlertMetrics.dialogMargin - size.height)
            layer.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(width: width, height: nil))
        }
    }

    private static func setInsets(_ layer: DisplayNode, _ insets: EdgeInsets) {
        (layer.layout as? PresentedContentLayout)?.insets.value = insets
    }

    /// A sheet at its detent: the largest sheet reaches from just below the status bar to the
    /// bottom of the screen; a medium one is half the screen tall (Apple's `PresentationDetent.medium`,
    /// "approximately half the height of the screen"). With several detents the sheet shows the
    /// selected one, or else the smallest (UIKit's `UISheetPresentationController.selectedDetentIdentifier`:
    /// "If nil, the sheet displays at the smallest detent").
    static func sheetFrame(_ layer: DisplayNode, device: RunPlan.Device) -> CGRect {
        let fullHeight = device.height - device.safeAreaTop - SheetMetrics.topGap
        let screenHeight = CGFloat(device.height)
        let detents = layer.firstCarried(PresentationDetentsKey.self)
        let detent = detents.map { chosenDetent($0, fullHeight: fullHeight, screen: screenHeight) } ?? .large
        let height = detent.height(fullSheet: fullHeight, screen: screenHeight)
        layer.attributes = [(Attribute.Name.detent, detent.reportName)]
        if let indicator = dragIndicatorShown(layer, detentCount: detents?.detents.count ?? 1) {
            layer.attributes.append((Attribute.Name.dragIndicator, indicator ? "visible" : "hidden"))
        }
        if layer.firstCarried(InteractiveDismissDisabledKey.self) == true {
            layer.attributes.append((Attribute.Name.interactiveDismiss, "disabled"))
        }
        return CGRect(x: 0, y: screenHeight - height, width: CGFloat(device.width), height: height)
    }

    static func chosenDetent(_ detents: SheetDetents, fullHeight: CGFloat, screen: CGFloat) -> PresentationDetent {
        if let selected = detents.selection?.wrappedValue, detents.detents.contains(selected) { return selected }
        return detents.detents.min { $0.height(fullSheet: fullHeight, screen: screen) < $1.height(fullSheet: fullHeight, screen: screen) } ?? .large
    }

    /// Reported only when the sheet says something about it: `visible` or `hidden` as asked, or,
    /// left automatic, shown when the sheet has more than one detent to drag between (Apple's
    /// `presentationDetents(_:)`: "with more than one detent … people can drag"; no source found
    /// for when the automatic indicator shows, so the model does not report it then).
    static func dragIndicatorShown(_ layer: DisplayNode, detentCount: Int) -> Bool? {
        switch layer.firstCarried(DragIndicatorKey.self) {
        case .visible?: true
        case .hidden?: false
        default: nil
        }
    }
}

/// Sheet geometry on iPhone.
enum SheetMetrics {
    /// The gap between the bottom of the status bar (the safe area's top) and a large sheet's top,
    /// where the presenting screen shows behind it. No source found: Apple publishes no sheet
    /// metrics; 10 points is the model's assumption (docs/FACTS.md, "Presentation").
    static let topGap: CGFloat = 10
}

/// Alert and dialog geometry on iPhone.
enum AlertMetrics {
    /// An alert's width: 270 points (UIAlertController before iOS 26, as a public replica
    /// measures it: marpies.com "custom UIAlert"; inferred, docs/FACTS.md). No source for iOS 26+.
    static let width: CGFloat = 270
    /// A confirmation dialog's margin from the screen's sides and the bottom of the safe area.
    /// No source found: 8 points is the model's assumption.
    static let dialogMargin: CGFloat = 8
}
