@testable import CourseCheckKit
import Foundation
import Testing

@Suite("Content hashes")
struct ContentHashTests {
    @Test func sha256MatchesTheStandardVectors() {
        let hex = { (s: String) in SHA256.digest(Data(s.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func labelledPartsDoNotRunTogether() {
        var a = ContentHash(), b = ContentHash()
        a.add("x", "ab"); a.add("y", "c")
        b.add("x", "a"); b.add("y", "bc")
        #expect(a.hex != b.hex)
    }
}
