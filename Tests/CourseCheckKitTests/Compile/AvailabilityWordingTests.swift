@testable import CourseCheckKit
import Testing

/// The model's availability data, worded as Xcode's compiler words the real attribute.
@Suite("Availability in Xcode's words")
struct AvailabilityWordingTests {
    static func warning(_ message: String) -> Diagnostic {
        Diagnostic(file: nil, line: 15, column: 26, severity: .warning, message: message)
    }

    static let plus = warning("'+' is deprecated: @available(iOS, deprecated: 26.0) Use string interpolation on `Text` instead")
    static let session = warning("'asyncImageURLSession' is deprecated: @available(iOS, introduced: 27.0)")

    @Test func theStatementIsParsed() {
        let statement = AvailabilityWording.statement(in: "@available(iOS, introduced: 14.0, deprecated: 26.0) Use X")
        #expect(statement?.introduced == AvailabilityWording.Version("14.0"))
        #expect(statement?.deprecated == AvailabilityWording.Version("26.0"))
        #expect(statement?.obsoleted == nil)
        #expect(statement?.message == "Use X")
        #expect(AvailabilityWording.statement(in: "Use string interpolation") == nil)
        #expect(AvailabilityWording.statement(in: "@available(iOS, renamed: x)") == nil)
    }

    @Test func aDeprecationWarnsFromItsReleaseOn() {
        #expect(AvailabilityWording.apply([Self.plus], target: .init(major: 25)).isEmpty)
        for release in [26, 27] {
            let worded = AvailabilityWording.apply([Self.plus], target: .init(major: release))
            #expect(worded == [Diagnostic(file: nil, line: 15, column: 26, severity: .warning,
                                          message: "'+' was deprecated in iOS 26.0: Use string interpolation on `Text` instead")])
        }
        let bare = AvailabilityWording.apply([Self.warning("'f()' is deprecated: @available(iOS, deprecated: 15.0)")], target: .init(major: 27))
        #expect(bare.map(\.message) == ["'f()' was deprecated in iOS 15.0"])
    }

    /// Apple's "to be deprecated" (`deprecated: 100000`) warns on every target, in the future tense.
    @Test func aFutureDeprecationWarnsOnEveryTarget() {
        let view = Self.warning("'NavigationView' is deprecated: @available(iOS, deprecated: 100000) use NavigationStack instead")
        for release in [13, 25, 27] {
            #expect(AvailabilityWording.apply([view], target: .init(major: release)).map(\.message)
                    == ["'NavigationView' will be deprecated in a future version of iOS: use NavigationStack instead"])
        }
        let bare = Self.warning("'f()' is deprecated: @available(iOS, deprecated: 100000)")
        #expect(AvailabilityWording.apply([bare], target: .init(major: 26)).map(\.message)
                == ["'f()' will be deprecated in a future version of iOS"])
    }

    /// Apple's deprecation without a version (`deprecated: 0`) warns on every target as Swift
    /// words `@available(*, deprecated, message:)`; an introduction still applies.
    @Test func aDeprecationWithoutAVersionWarnsOnEveryTargetWithoutOne() {
        let width = Self.warning("'width()' is deprecated: @available(iOS, introduced: 16.0, deprecated: 0) Please pass one or more parameters.")
        for release in [16, 27] {
            #expect(AvailabilityWording.apply([width], target: .init(major: release)).map(\.message)
                    == ["'width()' is deprecated: Please pass one or more parameters."])
        }
        #expect(AvailabilityWording.apply([width], target: .init(major: 15)).map(\.message) == ["'width()' is only available in iOS 16.0 or newer"])
    }

    @Test func anAPINewerThanTheTargetIsAnError() {
        let worded = AvailabilityWording.apply([Self.session], target: .init(major: 26))
        #expect(worded.map(\.severity) == [.error])
        #expect(worded.map(\.message) == ["'asyncImageURLSession' is only available in iOS 27.0 or newer"])
        #expect(AvailabilityWording.apply([Self.session], target: .init(major: 27)).isEmpty)
    }

    @Test func anObsoletedAPIIsUnavailableWithANote() {
        let old = Self.warning("'g' is deprecated: @available(iOS, obsoleted: 20.0) Gone")
        let worded = AvailabilityWording.apply([old], target: .init(major: 21))
        #expect(worded.map(\.severity) == [.error, .note])
        #expect(worded.map(\.message) == ["'g' is unavailable in iOS: Gone", "'g' was obsoleted in iOS 20.0"])
        #expect(AvailabilityWording.apply([old], target: .init(major: 19)).isEmpty)
    }

    @Test func otherDiagnosticsPassUnchanged() {
        let other = Self.warning("'appendInterpolation' is deprecated: Localized string interpolation produces …")
        #expect(AvailabilityWording.apply([other], target: .init(major: 13)) == [other])
    }

    @Test func aCompileWithAnAvailabilityErrorFails() {
        let result = CompileResult(succeeded: true, diagnostics: [Self.session], key: "k", seconds: 1, executable: "/x/scenario")
        let before = AvailabilityWording.apply(result, target: .init(major: 26))
        #expect(!before.succeeded)
        #expect(before.executable == nil)
        let from = AvailabilityWording.apply(result, target: .init(major: 27))
        #expect(from.succeeded)
        #expect(from.executable == "/x/scenario")
    }

    @Test func versionsCompareByTheirNumbers() {
        #expect(AvailabilityWording.Version("26.0")! == AvailabilityWording.Version(major: 26))
        #expect(AvailabilityWording.Version("26.4")! > AvailabilityWording.Version(major: 26))
        #expect(AvailabilityWording.Version("9.0")! < AvailabilityWording.Version("10")!)
    }
}
