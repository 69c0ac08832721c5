@testable import CourseCheckKit
import Testing

@Suite("Shards of the course")
struct ShardingTests {
    @Test func everyScenarioIsInExactlyOneShard() {
        let ids = (1...23).map { "l/q\($0)" }
        let shards = Sharding.partition(ids, timings: [:], count: 4)
        #expect(shards.flatMap { $0 }.sorted() == ids.sorted())
        #expect(shards.map(\.count).max()! - shards.map(\.count).min()! <= 1)
    }

    @Test func shardsAreEvenByPastTimings() {
        let timings = ["a": 10.0, "b": 6, "c": 5, "d": 4, "e": 1]
        let shards = Sharding.partition(Array(timings.keys), timings: timings, count: 2)
        #expect(shards == [["a", "d"], ["b", "c", "e"]])
    }

    @Test func theSplitIsTheSameWhateverTheOrder() {
        let ids = (1...40).map { "l/q\($0)" }
        let timings = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, Double($0 % 7)) })
        #expect(Sharding.partition(ids, timings: timings, count: 3) == Sharding.partition(ids.reversed(), timings: timings, count: 3))
    }

    @Test func aShardIsWrittenIOverN() {
        #expect(Sharding.Shard("2/4") == Sharding.Shard("2/4"))
        #expect(Sharding.Shard("2/4")?.index == 2)
        #expect(Sharding.Shard("0/4") == nil)
        #expect(Sharding.Shard("5/4") == nil)
        #expect(Sharding.Shard("x") == nil)
    }

    @Test func junitFilesOfShardsMergeIntoOne() throws {
        let a = JUnitReport.render([], seconds: 3).replacingOccurrences(of: "tests=\"0\"", with: "tests=\"1\" ")
            .replacingOccurrences(of: "  </testsuite>", with: "    <testcase classname=\"coursecheck.l\" name=\"l/a\" time=\"1.000\"></testcase>\n  </testsuite>")
        let b = a.replacingOccurrences(of: "l/a", with: "l/b").replacingOccurrences(of: "time=\"3.000\"", with: "time=\"5.000\"")
        let merged = try JUnitMerge.merge([(path: "a.xml", text: a), (path: "b.xml", text: b)])
        #expect(merged.contains("tests=\"2\""))
        #expect(merged.contains("time=\"5.000\">"))
        #expect(merged.contains("<testcase classname=\"coursecheck.l\" name=\"l/a\" time=\"1.000\"/>"))
        #expect(merged.components(separatedBy: "<testcase ").count == 3)
    }
}
