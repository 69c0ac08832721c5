@testable import CourseCheckKit
import Testing

@Suite("Natural order")
struct NaturalOrderTests {
    @Test func numbersCompareAsNumbers() {
        let ids = ["08-x/E10-b", "08-x/E2-a", "08-x/E1-c", "08-x/E11", "08-x/F1", "46-y/D8", "9A-z/C1"]
        #expect(ids.sorted(naturallyBy: { $0 }) == ["08-x/E1-c", "08-x/E2-a", "08-x/E10-b", "08-x/E11", "08-x/F1", "46-y/D8", "9A-z/C1"],
                "lesson folders, numbered to sort as text, keep that order")
        #expect(["expected/99-a/C10.txt", "expected/9A-b/C1.txt", "expected/99-a/C9.txt"].sorted(naturallyBy: { $0 })
                == ["expected/99-a/C9.txt", "expected/99-a/C10.txt", "expected/9A-b/C1.txt"])
        #expect(NaturalOrder.precedes("a2", "a10"))
        #expect(!NaturalOrder.precedes("a10", "a2"))
        #expect(NaturalOrder.precedes("a", "a1"))
        #expect(NaturalOrder.precedes("a01", "a1") != NaturalOrder.precedes("a1", "a01"), "a strict order")
        #expect(!NaturalOrder.precedes("same", "same"))
    }
}
