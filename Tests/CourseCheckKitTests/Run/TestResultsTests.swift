@testable import CourseCheckKit
import Testing

@Suite("Reading a test build's results")
struct TestResultsTests {
    @Test func junitBecomesOneLinePerTest() {
        let xml = """
        <testsuites><testsuite name="TestResults"><testcase classname="ProbeTests" name="works()" time="0.001" />
        <testcase classname="ProbeTests" name="breaks()" time="0.002"><failure message="Expectation failed: 1 == 2" /></testcase></testsuite></testsuites>
        """
        #expect(TestResults.lines(fromJUnit: xml) == ["✓ works(): passed (0.001 s)", "✗ breaks(): failed (0.002 s): Expectation failed: 1 == 2"])
    }
}
