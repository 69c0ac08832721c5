@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

@Suite("Control steps")
struct ControlStepParserTests {
    @Test func parsesEveryControlStep() throws {
        let cases: [(String, RunPlan.Step)] = [
            ("back", .back), ("dismiss", .dismiss), ("refresh", .refresh),
            (#"select "Train" in "Travel by""#, .select(option: "Train", picker: "Travel by")),
            (#"set "Volume" to 0.5"#, .set(control: "Volume", value: 0.5)),
            (#"increment "Nights""#, .increment(stepper: "Nights")),
            (#"decrement "Nights""#, .decrement(stepper: "Nights")),
            (#"swipe "Row" left"#, .swipe(row: "Row", direction: .left)),
            (#"delete "Row""#, .delete(row: "Row")),
            (#"move "Row" to 2"#, .move(row: "Row", position: 2)),
            (#"search "os""#, .search(text: "os")),
            (#"submit "Name""#, .submit(field: "Name")),
            (#"tap tab "Settings""#, .tapTab(title: "Settings")),
            (#"choose date "2027-06-14" in "Departure""#, .chooseDate(date: "2027-06-14", picker: "Departure")),
            (#"activate "Add""#, .activate(element: "Add")),
            (#"adjust "Volume" up"#, .adjust(element: "Volume", direction: .up)),
            (#"adjust "Volume" down"#, .adjust(element: "Volume", direction: .down)),
            (#"action "Archive" on "Message""#, .accessibilityAction(name: "Archive", element: "Message")),
            ("escape", .escape), ("magic tap", .magicTap),
        ]
        for (text, step) in cases {
            #expect(try StepParser.parse(text).get() == [step], "\(text)")
            // Each step's label reads back as it was written.
            #expect(step.description == text, "\(text)")
        }
    }

    @Test func rejectsMalformedSteps() {
        for text in [#"select "A""#, #"set "Volume" 0.5"#, #"swipe "Row" up"#, #"move "Row" to 0"#, "back now", #"choose date "2027-06-14""#,
                     #"activate Add"#, #"adjust "Volume" left"#, #"action "Archive""#, "escape now", "magic wand"] {
            #expect((try? StepParser.parse(text).get()) == nil, "\(text)")
        }
    }

    @Test func aTitledTabIsNotATap() throws {
        #expect(try StepParser.parse(#"tap "tab""#).get() == [.tap(title: "tab")])
    }
}
