import Foundation

/// A size offered to a view: each axis a length, or nil for "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// SwiftUI's `Axis`: raw values 0 and 1, both cases in order, described by name (OpenSwiftUI's
/// AxisCompatibilityTests, run against SwiftUI, commit 069dd80).
public enum Axis: Int8, CaseIterable, CustomStringConvertible, Sendable, Hashable {
    case horizontal, vertical
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    var other: Axis { self == .horizontal ? .vertical : .horizontal }

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

public struct HorizontalAlignment: Equatable, Sendable {
    let fraction: CGFloat
    /// A guide of the scenario's own (`HorizontalAlignment(MyID.self)`); nil for the builtins.
    var custom: CustomAlignment? = nil
    /// A custom guide: its value is the identifier's `defaultValue(in:)` unless a view sets it
    /// (`AlignmentGuides.swift`).
    public init(_ id: any AlignmentID.Type) {
        fraction = 0
        custom = CustomAlignment(id: id)
    }
    init(fraction: CGFloat) { self.fraction = fraction }
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

public struct VerticalAlignment: Equatable, Sendable {
    let fraction: CGFloat
    var custom: CustomAlignment? = nil
    public init(_ id: any AlignmentID.Type) {
        fraction = 0
        custom = CustomAlignment(id: id)
    }
    init(fraction: CGFloat) { self.fraction = fraction }
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// Text baselines; approximated by the bottom until text reports its baseline to layout.
    public static let firstTextBaseline = VerticalAlignment(fraction: 1)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` goes inside `bounds`.
    func place(_ size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
                y: bounds.minY + (bounds.height - size.height) * vertical.fraction)
    }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
