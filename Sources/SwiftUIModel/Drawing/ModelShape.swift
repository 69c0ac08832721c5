import Foundation

/// The model's knowledge of a shape of its own (the builtin shapes and the wrappers that trim,
/// inset, stroke or transform one): what the report calls it, which clip it makes, and how it
/// insets. A shape the scenario defines has none of this: it is reported by its type's name with
/// its path.
protocol ModelShape {
    var clipShape: ClipShape { get }
    /// The report's name for the shape: `Circle`; a wrapper gives its base shape's.
    var modelKind: String { get }
    /// What the wrapper adds to the report: `trim=…`, `inset=…`.
    var modelAttributes: [(String, String)] { get }
    /// The stroke a `stroke(style:)` wrapper asks for.
    var modelStroke: StrokeStyle? { get }
    /// Builtin shapes are reported by name, a scenario's shapes by their path.
    var reportsPath: Bool { get }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path
}

extension ModelShape {
    var modelAttributes: [(String, String)] { [] }
    var modelStroke: StrokeStyle? { nil }
    var reportsPath: Bool { false }
}

extension ModelShape where Self: Shape {
    var modelKind: String { String(describing: Self.self) }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path { path(in: rect.insetBy(dx: amount, dy: amount)) }
}

func modelClipShape<S: Shape>(of shape: S) -> ClipShape { (shape as? ModelShape)?.clipShape ?? .rectangle }
