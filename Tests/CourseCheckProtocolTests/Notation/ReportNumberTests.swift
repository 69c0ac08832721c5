import CourseCheckProtocol
import Testing

@Suite("Numbers in report lines")
struct ReportNumberTests {
    @Test(arguments: [(402.0, "402"), (62.5, "62.5"), (266.666, "266.67"), (-39, "-39"), (0.004, "0"), (Double.infinity, "inf"), (-Double.infinity, "-inf")])
    func format(_ value: Double, _ text: String) {
        #expect(ReportNumber.format(value) == text)
    }
}
