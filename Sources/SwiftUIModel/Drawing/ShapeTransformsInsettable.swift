import Foundation

// An offset or rotated insettable shape insets its content and moves it again, as Apple's
// interface's inlinable bodies say (iOS 26.2 SDK, SwiftUICore.swiftinterface:
// `return shape.inset(by: amount).offset(offset)`, `return shape.inset(by: amount).rotation(angle, anchor: anchor)`).

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public typealias InsetShape = OffsetShape<Content.InsetShape>
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        shape.inset(by: amount).offset(offset)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public typealias InsetShape = RotatedShape<Content.InsetShape>
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        shape.inset(by: amount).rotation(angle, anchor: anchor)
    }
}
