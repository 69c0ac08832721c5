import CoreGraphicsModel
import Foundation

// CoreGraphics' value types that SwiftUI's drawing API takes (`CGAffineTransform`, `CGLineCap`,
// `CGLineJoin`, `CGRect.applying(_:)`) are the CoreGraphics model's (`Sources/CoreGraphicsModel`),
// which SwiftUI re-exports as Apple's does. Here: how the report names them.

extension CGLineCap {
    var reportName: String { ["butt", "round", "square"][Int(rawValue)] }
}

extension CGLineJoin {
    var reportName: String { ["miter", "round", "bevel"][Int(rawValue)] }
}
