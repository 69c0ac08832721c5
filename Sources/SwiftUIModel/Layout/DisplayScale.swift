import Foundation

/// The screen's scale: how many pixels a point is (3 on an iPhone 17, 2 on an iPhone SE). The
/// host sets it from the device; SwiftUI's default is 1 (Apple's `EnvironmentValues.displayScale`).
/// Text rounds its size up to the pixel, and its spacing to its neighbours too (OpenSwiftUI
/// `Text+StringDrawingContext.swift`, `Text+Spacing.swift`).
struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }

extension EnvironmentValues {
    /// "The display scale of this environment."
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// "The size of a pixel on the screen": one over the display scale.
    public var pixelLength: CGFloat { 1 / displayScale }
}
