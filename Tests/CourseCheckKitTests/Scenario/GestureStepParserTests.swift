@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

@Suite("Gesture steps")
struct GestureStepParserTests {
    @Test func parsesEveryTouchStep() throws {
        let cases: [(String, RunPlan.Step)] = [
            ("tap at 200,400", .touchTap(target: .point(x: 200, y: 400), count: 1)),
            (#"double tap "Card""#, .touchTap(target: .view("Card"), count: 2)),
            ("double tap at 10.5,20", .touchTap(target: .point(x: 10.5, y: 20), count: 2)),
            (#"long press "Card" for 1.0s"#, .longPress(target: .view("Card"), seconds: 1)),
            (#"drag "Card" by 100,-20 over 0.3s"#, .drag(target: .view("Card"), dx: 100, dy: -20, seconds: 0.3)),
            ("drag at 50,60 by 0,100 over 1.0s", .drag(target: .point(x: 50, y: 60), dx: 0, dy: 100, seconds: 1)),
            (#"pinch "Photo" to 2x"#, .pinch(target: .view("Photo"), scale: 2)),
            (#"drag "Card" by 50,0 over 0.2s after holding 0.6s"#, .drag(target: .view("Card"), dx: 50, dy: 0, seconds: 0.2, hold: 0.6)),
        ]
        for (text, step) in cases {
            #expect(try StepParser.parse(text).get() == [step], "\(text)")
            #expect(step.description == text, "\(text)")
        }
    }

    @Test func shortFormsAndDefaults() throws {
        #expect(try StepParser.parse(#"long press "Card" for 2"#).get() == [.longPress(target: .view("Card"), seconds: 2)])
        #expect(try StepParser.parse(#"drag "Card" by 10,0"#).get() == [.drag(target: .view("Card"), dx: 10, dy: 0, seconds: GestureStepParser.defaultDragSeconds)])
    }

    @Test func rejectsMalformedSteps() {
        for text in [#"double tap"#, #"long press "Card""#, #"drag "Card" 100,0"#, #"drag "Card" by 100"#, #"pinch "Photo" to two"#,
                     "tap at 200", #"drag "Card" by 1,2 during 3s"#, #"long press "Card" for 0s"#] {
            #expect((try? StepParser.parse(text).get()) == nil, "\(text)")
        }
    }
}
