import Foundation

/// The largest inputs the harness accepts (docs/SCENARIOS.md, "Limits"). Past them a header or
/// file is refused at its line with the limit named, rather than expanded, waited on or read
/// without end: a typo such as `tap "Add" 20000000 times` must not take the machine with it.
/// Each is far above what a lesson needs (the course's largest: 7 steps, a wait of 14 s, a
/// time-out of 60 s, a 20 KB file) and low enough that the harness stays within a second and
/// well under 1 GiB for any input.
public enum InputLimits {
    /// A scenario's source file, an expected file, the claims catalog.
    public static let fileBytes = 1 << 20
    /// An image file an `asset:` line names.
    public static let assetBytes = 16 << 20
    /// Steps of one run, `N times` expanded: the host records the screen after each, so a run
    /// of a thousand taps outlasts its time-out.
    public static let steps = 100
    /// Simulated seconds a `wait`, a gesture's duration or a network answer's delay may take.
    public static let simulatedSeconds = 3_600.0
    /// Real seconds a `timeout:` may give a run.
    public static let timeoutSeconds = 600.0
    /// Variants of one scenario (each is a compile and a run).
    public static let variants = 32
    /// The width or height of a picture the simulated network answers with (`image WxH`).
    public static let imagePixels = 10_000

    /// `1 MiB`, `16 MiB`.
    static func size(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }

    /// The file's size when it is larger than `limit`; nil when it is within it (or unreadable,
    /// which the read then reports).
    static func oversize(_ url: URL, limit: Int = fileBytes) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0, Int(info.st_size) > limit else { return nil }
        return Int(info.st_size)
    }
}
