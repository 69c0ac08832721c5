import Foundation

// CoreGraphics' stroke types that SwiftUI's drawing API takes. `CGAffineTransform` is the model's
// CoreGraphics' (`CoreGraphicsModel`, which UIKitModel re-exports).

/// How a stroke's open ends are drawn (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
    var reportName: String { ["butt", "round", "square"][Int(rawValue)] }
}

/// How a stroke's corners are drawn (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
    var reportName: String { ["miter", "round", "bevel"][Int(rawValue)] }
}
