import Foundation

/// A 4×5 matrix that maps a colour's red, green, blue and alpha (and a constant) to new ones
/// (SwiftUI's `ColorMatrix`, for `GraphicsContext.Filter.colorMatrix`); the identity by default.
/// The stored rows and their defaults are Apple's (iOS 26.2 SDK, SwiftUICore interface). What
/// uses a matrix (the canvas filter) reports itself.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct ColorMatrix: Equatable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    public init() {}
}
