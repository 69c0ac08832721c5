import Foundation

/// A two-dimensional vector (Apple's `CGVector`, CoreGraphics' `CGGeometry.h`:
/// `struct CGVector { CGFloat dx; CGFloat dy; }`), with the Swift overlay's zero and
/// initialisers. Linux's Foundation lacks it; SwiftUI names it (a scroll's velocity).
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public static var zero: CGVector { CGVector() }
}
