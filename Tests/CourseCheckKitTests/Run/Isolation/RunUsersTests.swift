@testable import CourseCheckKit
import Foundation
import Testing

@Suite("Runs' user IDs")
struct RunUsersTests {
    @Test func eachRunTakesAnIDOfItsOwnFromTheUnusedRange() {
        let users = RunUsers(sharesNobody: false)
        let taken = (0..<100).map { _ in users.take() }
        #expect(Set(taken).count == 100, "no two runs of one harness share an ID")
        #expect(taken.allSatisfy { $0 >= RunUsers.first && $0 < RunUsers.first + RunUsers.count && !RunUsers.isKnown($0) })
        #expect(RunUsers(sharesNobody: true).take() == RunUsers.nobody)
        #expect(RunUsers.isKnown(0), "root is in every user database")
    }
}
