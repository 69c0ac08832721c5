import CoreGraphicsModel
import CourseCheckProtocol
import Foundation

/// How a stroke is drawn (SwiftUI's `StrokeStyle`; defaults from Apple's
/// `init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`: 1, `.butt`, `.miter`, 10, no
/// dash, phase 0).
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The report's attributes: the width, then what differs from the defaults.
    var reportAttributes: [(String, String)] {
        var result = [(Attribute.Name.lineWidth, ReportNumber.format(Double(lineWidth)))]
        if !dash.isEmpty { result.append((Attribute.Name.dash, dash.map { ReportNumber.format(Double($0)) }.joined(separator: ","))) }
        if lineCap != .butt { result.append((Attribute.Name.cap, lineCap.reportName)) }
        if lineJoin != .miter { result.append((Attribute.Name.join, lineJoin.reportName)) }
        return result
    }
}

// CoreGraphics' value types that SwiftUI's drawing API takes (`CGAffineTransform`, `CGLineCap`,
// `CGLineJoin`, `CGRect.applying(_:)`) are the CoreGraphics model's (`Sources/CoreGraphicsModel`),
// which SwiftUI re-exports as Apple's does. Here: how the report names a stroke's caps and joins.

extension CGLineCap {
    var reportName: String { ["butt", "round", "square"][Int(rawValue)] }
}

extension CGLineJoin {
    var reportName: String { ["miter", "round", "bevel"][Int(rawValue)] }
}
