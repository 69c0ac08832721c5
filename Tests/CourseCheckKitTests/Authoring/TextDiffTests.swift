@testable import CourseCheckKit
import Testing

/// The diff `review` and `accept` show: a true unified diff (hunk headers with each side's start
/// and length), and changes one can take one at a time.
@Suite("The diff of a pending file")
struct TextDiffTests {
    static let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
    static var new: String {
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "line two"
        lines.insert("inserted", at: 12)
        lines.remove(at: 19)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func hunkHeadersCountEachSide() {
        let diff = TextDiff(old: Self.old, new: Self.new)
        #expect(diff.unified(oldName: "a", newName: "b") == """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -10,11 +10,11 @@
             line 10
             line 11
             line 12
            +inserted
             line 13
             line 14
             line 15
             line 16
             line 17
             line 18
            -line 19
             line 20
            """)
    }

    @Test func oneHunkPerChange() {
        let hunks = TextDiff(old: Self.old, new: Self.new).hunksPerChange()
        #expect(hunks.map { $0.header() } == ["@@ -1,5 +1,5 @@", "@@ -10,6 +10,7 @@", "@@ -16,5 +17,4 @@"])
        #expect(hunks[1].firstChangedOldLine == 13)
        #expect(hunks[1].header(context: "-- console") == "@@ -10,6 +10,7 @@ -- console")
    }

    @Test func anInsertionIntoAnEmptyFile() {
        let hunks = TextDiff(old: "", new: "a\nb\n").hunks()
        #expect(hunks.map { $0.header() } == ["@@ -0,0 +1,2 @@"])
    }

    @Test func takingSomeChanges() {
        let diff = TextDiff(old: Self.old, new: Self.new)
        #expect(diff.applying([]) == Self.old)
        #expect(diff.applying([0, 1, 2]) == Self.new)
        let some = diff.applying([1])
        #expect(some.contains("inserted") && some.contains("line 2\n") && some.contains("line 19"))
        #expect(TextDiff(old: "a\n", new: "a\n").isEmpty)
    }
}
