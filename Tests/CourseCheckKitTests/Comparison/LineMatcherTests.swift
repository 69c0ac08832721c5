@testable import CourseCheckKit
import Foundation
import Testing

@Suite("Matching one line")
struct LineMatcherTests {
    @Test(arguments: [
        ("Text \"Hello\"", "  Text \"Hello\" font=\"body 17pt\" x=16 y=62 w=40 h=22", true),
        ("Text \"Hello\" w=40", "Text \"Hello\" font=\"body 17pt\" x=16 y=62 w=40 h=22", true),
        ("Text \"Hello\" w=41", "Text \"Hello\" font=\"body 17pt\" x=16 y=62 w=40 h=22", false),
        ("Text \"Hello\" font=\"body 17pt\"", "Text \"Hello\" font=\"body 17pt\" x=16", true),
        ("Text \"Hell\"", "Text \"Hello\" x=16", false),
        ("Image \"seattle\" x=-39", "Image \"seattle\" x=-39 y=100 w=480 h=320", true),
        ("No image named 'seatle' found in asset catalog for …/Probe.app", "No image named 'seatle' found in asset catalog for /private/var/x/Probe.app", true),
        ("error: message", "12:16 error: message", true),
        ("12:16 error: message", "12:16 error: message", true),
        ("12:17 error: message", "12:16 error: message", false),
        ("Text \"a = b\"", "Text \"a = b\" x=1", true),
        ("Text \"1.249,50 $\"", "Text \"1.249,50\u{00A0}$\" x=1", true),
        ("Text \"say \\\"hi\\\"\" bold=\"\\\"hi\\\"\"", "Text \"say \\\"hi\\\"\" bold=\"\\\"hi\\\"\" x=1", true),
        ("total=3", "total=3", true),
        ("Text \"a\" lines!=1", "Text \"a\" lines=4 x=1", true),
        ("Text \"a\" lines!=1", "Text \"a\" lines=1 x=1", false),
        ("Text \"a\" truncated!=true", "Text \"a\" lines=1 x=1", true),
        ("Text \"a\" w=10 truncated!=true lines!=1", "Text \"a\" lines=2 w=10", true),
        ("Image \"x\" missing!=true", "Image \"x\" missing=true w=0", false),
    ])
    func lines(expected: String, observed: String, matches: Bool) {
        #expect(LineMatcher.matches(expected: expected, observed: observed) == matches)
    }

    @Test func positionsAreRecognisedByHand() {
        #expect(LineMatcher.startsWithPosition("12:9 warning: x"))
        #expect(LineMatcher.startsWithPosition("TripCard.swift:34:25 warning: x"))
        #expect(!LineMatcher.startsWithPosition("warning: x"))
        #expect(!LineMatcher.startsWithPosition("12:9warning"))
        #expect(!LineMatcher.startsWithPosition(".swift:1:2 x"))
        #expect(LineMatcher.normaliseSpaces("9:41\u{202F}AM 1\u{00A0}249") == "9:41 AM 1 249")
    }

    @Test func wildcards() {
        #expect(LineMatcher.wildcardMatch(pattern: "a…c", text: "abbbc"))
        #expect(LineMatcher.wildcardMatch(pattern: "…", text: ""))
        #expect(!LineMatcher.wildcardMatch(pattern: "a…c", text: "abd"))
        #expect(LineMatcher.wildcardMatch(pattern: "…/Probe.app", text: "/x/y/Probe.app"))
    }
}
