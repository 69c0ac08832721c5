@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import Testing

/// Every input a header can make large has a limit, refused at its line with the limit named, in
/// under a second and without expanding it first.
@Suite("Limits of the input")
struct InputLimitsTests {
    static func message(_ header: String) -> String? {
        do { _ = try HeaderParser.parse("// claims: L1-A1\n" + header, path: "x.swift"); return nil } catch {
            return "\(error)"
        }
    }

    /// The issue's hostile header: `tap "Add" 20000000 times` reached 10.9 GB before it was killed.
    @Test func aHostileHeaderIsRefusedInUnderASecond() {
        var message: String?
        let elapsed = BoundedComparisonTests.seconds { message = Self.message("// step: tap \"Add\" 20000000 times\n") }
        #expect(message == "x.swift:2: a tap repeats at most 100 times, not 20000000 (docs/SCENARIOS.md, \"Limits\")")
        print("hostile header refused in \(String(format: "%.4f", elapsed)) s of processor time")
        #expect(elapsed < 1)
    }

    /// A header as long as a file may be (a megabyte of `// step:` lines): refused at the step past
    /// the limit, in under a second.
    @Test func aHeaderOfAMegabyteIsReadInUnderASecond() {
        let steps = String(repeating: "// step: tap \"A\"\n", count: 60_000)
        var message: String?
        let elapsed = BoundedComparisonTests.seconds { message = Self.message(steps) }
        #expect(message?.hasPrefix("x.swift:102: a run has at most 100 steps; with this line it has 101") == true, "\(message ?? "")")
        #expect(elapsed < 1, "\(elapsed) s")
    }

    @Test(arguments: [
        ("// step: wait 1e300\n", "a wait lasts at most 3600 s of simulated time, not 1e300"),
        ("// step: wait 3600.5\n", "a wait lasts at most 3600 s"),
        ("// step: long press \"A\" for 1e9s\n", "long press takes a view and a duration of up to 3600 s"),
        ("// step: tap \"A\" 101 times\n", "a tap repeats at most 100 times, not 101"),
        ("// step: tap \"A\" 60 times\n// step: tap \"A\" 41 times\n", "x.swift:3: a run has at most 100 steps; with this line it has 101"),
        ("// timeout: 601\n", "timeout is at most 600 s, not 601"),
        ("// network: https://x.test -> status 200 delay 3601\n", "a network answer's delay lasts at most 3600 s"),
        ("// network: https://x.test -> image 20000x1\n", "image takes a width and height from 1 to 10000 pixels"),
        ("// platform: iOS 26.4\n", "platform names a whole release, like `iOS 26`"),
        ("// set: x\n", "unknown header key 'set'"),
        ("// step: set \"V\" to nan\n", "set takes a slider and a value"),
        ("// step: pinch \"P\" to infx\n", "pinch takes a view and a scale"),
    ])
    func aLimitIsNamedAtItsLine(_ header: String, _ expected: String) {
        let message = Self.message(header)
        #expect(message?.contains(expected) == true, "\(message ?? "accepted")")
    }

    @Test func theLimitsThemselvesAreAccepted() throws {
        let (_, runs) = try HeaderParser.parse("// claims: L1-A1\n// step: tap \"A\" 99 times\n// step: wait 3600\n// timeout: 600\n// platform: iOS 26.0\n",
                                               path: "x.swift")
        #expect(runs[0].steps.count == 100)
        #expect(runs[0].timeoutSeconds == 600)
        #expect(runs[0].platformMajorVersion == 26)
        let variants = (1...InputLimits.variants).map { "// variant v\($0): locale: en_US\n" }.joined()
        #expect(try HeaderParser.parse("// claims: L1-A1\n" + variants, path: "x.swift").1.count == InputLimits.variants)
        #expect(Self.message(variants + "// variant more: locale: en_US\n")?.contains("at most 32 variants") == true)
    }

    /// A user default of `nan` is a text: a run plan (JSON) cannot hold the number.
    @Test func aDefaultOfNanIsText() {
        #expect(DefaultsDirective.value("nan") == .string("nan"))
        #expect(DefaultsDirective.value("1.5") == .double(1.5))
    }
}
