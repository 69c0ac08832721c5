import Foundation

/// How a change animates: a curve in time, with a delay, a speed and repetitions (SwiftUI's
/// `Animation`). The model runs it on the run's simulated clock (`AnimationEngine`); the values
/// and defaults are cited where they are declared.
public struct Animation: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case curve(AnimationCurve, name: String)
        /// `Animation.default`: equal only to itself (Apple's documentation of `default`), and
        /// resolved when it runs, by the release the scenario runs on.
        case systemDefault
    }

    var base: Base
    var delayTime: Double = 0
    var speedFactor: Double = 1
    /// nil: plays once; 0: for ever.
    var repeats: Int?
    var autoreverses = false
    /// `logicallyComplete(after:)`: logically complete by then at the latest.
    var logicallyCompleteAfter: Double?

    init(_ curve: AnimationCurve, name: String) { base = .curve(curve, name: name) }
    private init(base: Base) { self.base = base }

    /// The curve it runs: `default` is, from iOS 17, "a spring with response 0.55, damping
    /// fraction 1.0 and blend duration 0" (Apple's documentation of `Animation.default`, quoted in
    /// OpenSwiftUI DefaultAnimation.swift); before, `easeInOut` (docs/FACTS.md, "Animation").
    var curve: AnimationCurve {
        switch base {
        case .curve(let curve, _): curve
        case .systemDefault:
            ModelSettings.current.platformMajorVersion >= 17
                ? .spring(SpringCurve(response: 0.55, dampingFraction: 1))
                : .bezier(.easeInOut, duration: 0.35)
        }
    }

    /// How the `animations` section names it: as the code spells it.
    var reportName: String {
        var name: String
        switch base {
        case .curve(_, let spelled): name = spelled
        case .systemDefault: name = "default"
        }
        if delayTime != 0 { name += ".delay(\(Self.number(delayTime)))" }
        if speedFactor != 1 { name += ".speed(\(Self.number(speedFactor)))" }
        if let repeats {
            let reverse = autoreverses ? "" : "autoreverses: false"
            name += repeats == 0 ? ".repeatForever(\(reverse))" : ".repeatCount(\(repeats)\(reverse.isEmpty ? "" : ", " + reverse))"
        }
        if let logicallyCompleteAfter { name += ".logicallyComplete(after: \(Self.number(logicallyCompleteAfter)))" }
        return name
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    // MARK: Time

    /// Seconds from the start to the end of the whole animation (nil: it repeats for ever).
    var totalDuration: Double? {
        if repeats == 0 { return nil }
        return delayTime + Double(repeats ?? 1) * curve.duration / max(speedFactor, 1e-9)
    }

    /// When `.logicallyComplete` counts it as done (nil: never, it repeats for ever).
    var logicalDuration: Double? {
        if repeats == 0 { return logicallyCompleteAfter }
        let count = Double(repeats ?? 1)
        let end = delayTime + ((count - 1) * curve.duration + curve.logicalDuration) / max(speedFactor, 1e-9)
        return logicallyCompleteAfter.map { min($0, end) } ?? end
    }

    /// The fraction of the change shown `elapsed` seconds after it started, and whether the
    /// animation has ended (then the value is at its end, 1).
    func progress(at elapsed: Double) -> (fraction: Double, finished: Bool) {
        let curve = self.curve
        let local = (elapsed - delayTime) * speedFactor
        if local <= 0 { return (0, false) }
        let single = curve.duration
        guard single > 0 else { return (1, true) }
        let count = repeats.map { $0 == 0 ? Int.max : $0 } ?? 1
        let iteration = Int(min(local / single, Double(Int.max / 2)))
        if iteration >= count { return (1, true) }
        var t = local - Double(iteration) * single
        if autoreverses && iteration % 2 == 1 { t = single - t }
        return (curve.fraction(at: t), false)
    }
}

extension Animation {
    /// Apple's documentation: "A default animation instance" — see `curve`.
    public static let `default` = Animation(base: .systemDefault)

    // MARK: Timing curves (durations: 0.35 s by default, OpenSwiftUI BezierAnimation.swift and
    // Apple's documentation of each: "has a default duration of 0.35 seconds")

    public static func linear(duration: TimeInterval) -> Animation {
        Animation(.bezier(.linear, duration: duration), name: "linear(duration: \(number(duration)))")
    }
    public static var linear: Animation { Animation(.bezier(.linear, duration: 0.35), name: "linear") }

    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(.bezier(.easeIn, duration: duration), name: "easeIn(duration: \(number(duration)))")
    }
    public static var easeIn: Animation { Animation(.bezier(.easeIn, duration: 0.35), name: "easeIn") }

    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(.bezier(.easeOut, duration: duration), name: "easeOut(duration: \(number(duration)))")
    }
    public static var easeOut: Animation { Animation(.bezier(.easeOut, duration: 0.35), name: "easeOut") }

    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(.bezier(.easeInOut, duration: duration), name: "easeInOut(duration: \(number(duration)))")
    }
    public static var easeInOut: Animation { Animation(.bezier(.easeInOut, duration: 0.35), name: "easeInOut") }

    /// A Bézier timing curve; duration 0.35 s by default (Apple's documentation of
    /// `timingCurve(_:_:_:_:duration:)`).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(.bezier(.bezier(BezierCurve(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)), duration: duration),
                  name: "timingCurve(\([p1x, p1y, p2x, p2y].map(number).joined(separator: ", ")), duration: \(number(duration)))")
    }

    // MARK: Springs (defaults: OpenSwiftUI FluidSpringAnimation.swift and Spring.swift, which copy
    // Apple's declarations)

    /// The older spring: response 0.5, damping fraction 0.825 by default; disfavoured, so that
    /// `.spring()` is `spring(duration:bounce:)` (OpenSwiftUI FluidSpringAnimation.swift).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(SpringCurve(response: response, dampingFraction: dampingFraction)),
                  name: "spring(response: \(number(response)), dampingFraction: \(number(dampingFraction)))")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(SpringCurve(duration: duration, bounce: bounce)),
                  name: "spring(duration: \(number(duration)), bounce: \(number(bounce)))")
    }

    /// `.spring`: `spring()` (OpenSwiftUI FluidSpringAnimation.swift).
    public static var spring: Animation {
        Animation(.spring(SpringCurve(duration: 0.5, bounce: 0)), name: "spring")
    }

    /// Response 0.15, damping fraction 0.86, blend 0.25 (OpenSwiftUI FluidSpringAnimation.swift).
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(.spring(SpringCurve(response: response, dampingFraction: dampingFraction)),
                  name: "interactiveSpring(response: \(number(response)), dampingFraction: \(number(dampingFraction)))")
    }

    public static var interactiveSpring: Animation {
        Animation(.spring(SpringCurve(response: 0.15, dampingFraction: 0.86)), name: "interactiveSpring")
    }

    /// Duration 0.15, bounce 0.15 plus `extraBounce` (OpenSwiftUI FluidSpringAnimation.swift).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(.spring(SpringCurve(duration: duration, bounce: 0.15 + extraBounce)),
                  name: "interactiveSpring(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
    }

    /// A spring of mass, stiffness and damping (no default stiffness: Apple's signature).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)),
                  name: "interpolatingSpring(mass: \(number(mass)), stiffness: \(number(stiffness)), damping: \(number(damping)))")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        var curve = SpringCurve(duration: duration, bounce: bounce)
        curve.initialVelocity = initialVelocity
        return Animation(.spring(curve), name: "interpolatingSpring(duration: \(number(duration)), bounce: \(number(bounce)))")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var interpolatingSpring: Animation {
        Animation(.spring(SpringCurve(duration: 0.5, bounce: 0)), name: "interpolatingSpring")
    }

    /// Bounce 0, duration 0.5 (OpenSwiftUI Spring.swift, FluidSpringAnimation.swift).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var smooth: Animation { Animation(.spring(SpringCurve(duration: 0.5, bounce: 0)), name: "smooth") }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(SpringCurve(duration: duration, bounce: extraBounce)), name: "smooth(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
    }

    /// Bounce 0.15, duration 0.5 (OpenSwiftUI Spring.swift, FluidSpringAnimation.swift).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var snappy: Animation { Animation(.spring(SpringCurve(duration: 0.5, bounce: 0.15)), name: "snappy") }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(SpringCurve(duration: duration, bounce: 0.15 + extraBounce)), name: "snappy(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
    }

    /// Bounce 0.3, duration 0.5 (OpenSwiftUI Spring.swift, FluidSpringAnimation.swift).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var bouncy: Animation { Animation(.spring(SpringCurve(duration: 0.5, bounce: 0.3)), name: "bouncy") }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(SpringCurve(duration: duration, bounce: 0.3 + extraBounce)), name: "bouncy(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
    }

    // MARK: Modifiers

    /// Starts after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delayTime += delay
        return copy
    }

    /// Runs `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedFactor *= speed
        return copy
    }

    /// Plays `repeatCount` times, reversing every other time by default (Apple's signature).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = max(repeatCount, 1)
        copy.autoreverses = autoreverses
        return copy
    }

    /// Plays for ever, reversing every other time by default (Apple's signature).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = 0
        copy.autoreverses = autoreverses
        return copy
    }

    /// "Causes the animation to report logical completion after the specified duration, if it has
    /// not already logically completed. Note that the indicated duration will not cause the
    /// animation to continue running after the base animation has fully completed." (Apple's
    /// documentation, iOS 17.)
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        var copy = self
        copy.logicallyCompleteAfter = min(duration, logicallyCompleteAfter ?? duration)
        return copy
    }
}

/// How an animation describes itself. SwiftUI's `default` is "DefaultAnimation()", and
/// "AnyAnimator(SwiftUI.DefaultAnimation())" for debugging; its mirror is "Mirror for Animation"
/// (OpenSwiftUI's AnimationCompatibilityTests, run against SwiftUI, commit 069dd80). No source
/// gives the other animations' descriptions: the model reports that, and describes them as the
/// code spells them.
extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        if base == .systemDefault, self == .default { return "DefaultAnimation()" }
        ModelProblems.notModelled("Animation's description (other than .default's)", "the model describes it as the code spells it: \(reportName)")
        return reportName
    }

    public var debugDescription: String {
        if base == .systemDefault, self == .default { return "AnyAnimator(SwiftUI.DefaultAnimation())" }
        return "AnyAnimator(\(description))"
    }

    public var customMirror: Mirror { Mirror(self, children: []) }
}

/// When `withAnimation`'s completion runs (iOS 17).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    let kind: Kind
    /// "The animation has logically completed, but may still be in its long tail" (Apple's documentation).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// "The entire animation is finished and will now be removed" (Apple's documentation).
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}
