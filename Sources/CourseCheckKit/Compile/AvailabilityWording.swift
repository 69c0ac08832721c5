import Foundation

/// Xcode's availability diagnostics, from the model's availability data.
///
/// Apple's SDK states each API's life on iOS with `@available(iOS, introduced: …, deprecated: …,
/// obsoleted: …, message: …)`. The Linux compiler ignores `iOS` (it is never the platform of a
/// Linux build), so the model states the same facts once, as data the compiler carries to every
/// use: a platform-agnostic deprecation whose message starts with Apple's attribute,
///
///     @available(*, deprecated, message: "@available(iOS, deprecated: 26.0) Use string interpolation …")
///     @available(*, deprecated, message: "@available(iOS, introduced: 27.0)")
///
/// so swiftc warns `'+' is deprecated: @available(iOS, deprecated: 26.0) Use …` at every use, and
/// this type rewrites that warning for the scenario's deployment target (`platform:`) as Xcode's
/// compiler does for the real attribute (the wording is swiftc 6.3's own diagnostic text, the same
/// compiler Xcode ships: `availability_deprecated`, `availability_decl_only_version_newer`,
/// `availability_decl_unavailable` and the `availability_obsoleted` note):
///
/// - introduced later than the target: error `'X' is only available in iOS 27.0 or newer`;
/// - obsoleted at or before the target: error `'X' is unavailable in iOS[: message]` and the note
///   `'X' was obsoleted in iOS 27.0`;
/// - deprecated in a future version (`deprecated: 100000`, Apple's `API_TO_BE_DEPRECATED`, which
///   the documentation shows as a range up to the current SDK, "iOS 13.0–27.0"): warning on every
///   target, `'X' will be deprecated in a future version of iOS[: message]` (swiftc's
///   `availability_deprecated_in_future` wording: "%0 will be deprecated in a future version of
///   %2: %5");
/// - deprecated at or before the target: warning `'X' was deprecated in iOS 26.0[: message]`;
///   Swift warns only when a declaration is "deprecated on all deployment targets", that is, when
///   the target is at least the deprecating release (`DeclAttributes::getDeprecated`, swiftlang/swift
///   include/swift/AST/Attr.h; docs/FACTS.md, "Availability");
/// - otherwise nothing: the use is fine on that target.
///
/// One build of the model therefore serves every release; the compile does not depend on the
/// target, only this rewriting does.
public enum AvailabilityWording {
    /// One `@available(iOS, …)` statement carried in a deprecation message.
    public struct Statement: Equatable, Sendable {
        public var introduced: Version?
        public var deprecated: Version?
        public var obsoleted: Version?
        /// Apple's message, without the attribute.
        public var message: String
    }

    /// An iOS version as Apple writes it in the attribute (`26.0`), compared by its numbers.
    public struct Version: Comparable, Sendable, CustomStringConvertible {
        public var components: [Int]
        public var description: String { components.map(String.init).joined(separator: ".") }

        public init?(_ text: Substring) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            components = parts.map { $0! }
        }

        public init(major: Int) { components = [major, 0] }

        /// `100000`: the version Apple's SDK gives an API it will deprecate in a future release.
        public static let future = Version(major: 100000)

        public static func < (a: Version, b: Version) -> Bool {
            let count = max(a.components.count, b.components.count)
            let left = a.components + Array(repeating: 0, count: count - a.components.count)
            let right = b.components + Array(repeating: 0, count: count - b.components.count)
            return left.lexicographicallyPrecedes(right)
        }

        public static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }
    }

    static let platformName = "iOS"
    static let deprecatedMarker = " is deprecated: @available(\(platformName), "

    /// Parses `@available(iOS, introduced: 14.0, deprecated: 26.0) message` (the message may be
    /// empty); nil when the text does not start with the attribute.
    public static func statement(in text: Substring) -> Statement? {
        let prefix = "@available(\(platformName), "
        guard text.hasPrefix(prefix), let close = text.firstIndex(of: ")") else { return nil }
        var statement = Statement(message: String(text[text.index(after: close)...].drop(while: { $0 == " " })))
        for argument in text[text.index(text.startIndex, offsetBy: prefix.count)..<close].split(separator: ",") {
            let pair = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let version = Version(Substring(pair[1])) else { return nil }
            switch pair[0] {
            case "introduced": statement.introduced = version
            case "deprecated": statement.deprecated = version
            case "obsoleted": statement.obsoleted = version
            default: return nil
            }
        }
        return statement
    }

    /// What Xcode says about one use, for a scenario deploying to `target` (nothing: an empty list).
    public static func diagnostics(for statement: Statement, subject: String, target: Version,
                                   at original: Diagnostic) -> [Diagnostic] {
        var diagnostic = original
        let message = statement.message.isEmpty ? "" : ": \(statement.message)"
        if let introduced = statement.introduced, target < introduced {
            diagnostic.severity = .error
            diagnostic.message = "\(subject) is only available in \(platformName) \(introduced) or newer"
            return [diagnostic]
        }
        if let obsoleted = statement.obsoleted, obsoleted <= target {
            diagnostic.severity = .error
            diagnostic.message = "\(subject) is unavailable in \(platformName)\(message)"
            var note = original
            note.severity = .note
            note.message = "\(subject) was obsoleted in \(platformName) \(obsoleted)"
            return [diagnostic, note]
        }
        if let deprecated = statement.deprecated, deprecated >= Version.future {
            diagnostic.message = "\(subject) will be deprecated in a future version of \(platformName)\(message)"
            return [diagnostic]
        }
        if let deprecated = statement.deprecated, deprecated.components.allSatisfy({ $0 == 0 }) {
            // `deprecated: 0`: Apple's deprecation without a version (`@available(*, deprecated,
            // message:)`), which Swift words without one.
            diagnostic.message = "\(subject) is deprecated\(message)"
            return [diagnostic]
        }
        if let deprecated = statement.deprecated, deprecated <= target {
            diagnostic.message = "\(subject) was deprecated in \(platformName) \(deprecated)\(message)"
            return [diagnostic]
        }
        return []
    }

    /// The compiler's diagnostics as Xcode gives them for `target`: every availability warning
    /// rewritten (or dropped), everything else unchanged.
    public static func apply(_ diagnostics: [Diagnostic], target: Version) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning, let range = diagnostic.message.range(of: deprecatedMarker),
                  let statement = statement(in: diagnostic.message[diagnostic.message.index(range.upperBound, offsetBy: -"@available(\(platformName), ".count)...])
            else {
                result.append(diagnostic)
                continue
            }
            let subject = String(diagnostic.message[..<range.lowerBound])
            for rewritten in Self.diagnostics(for: statement, subject: subject, target: target, at: diagnostic) where !result.contains(rewritten) {
                result.append(rewritten)
            }
        }
        return result
    }

    /// A compile's result for one deployment target: the diagnostics reworded, and a compile that
    /// Xcode would refuse (an API newer than the target) failed, with no program to run.
    public static func apply(_ result: CompileResult, target: Version) -> CompileResult {
        var reworded = result
        reworded.diagnostics = apply(result.diagnostics, target: target)
        if reworded.diagnostics.contains(where: { $0.severity == .error }) {
            reworded.succeeded = false
            reworded.executable = nil
        }
        return reworded
    }
}
