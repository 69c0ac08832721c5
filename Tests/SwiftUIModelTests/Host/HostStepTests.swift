import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// The control steps, through the host: they act on what the front layer shows, and report a
/// problem when there is nothing to act on.
@Suite("Host control steps", .serialized)
@MainActor
struct HostStepTests {
    struct Screenful: View {
        @State private var sheet = false
        @State private var size = "S"
        var body: some View {
            NavigationStack {
                VStack {
                    Picker("Size", selection: $size) { Text("S").tag("S"); Text("M").tag("M") }
                    Button("Open") { sheet = true }
                }
                .sheet(isPresented: $sheet) { Text("Sheet text").interactiveDismissDisabled() }
            }
        }
    }

    func session() -> HostSession {
        let plan = RunPlan(platformMajorVersion: 27, localeIdentifier: "en_US", dynamicTypeSize: .L, colorScheme: .light,
                           device: DeviceModel.iPhone17.metrics, files: [], steps: [])
        return HostSession(plan: plan, root: { Screenful() })
    }

    @Test func stepsReportWhatTheyCannotFind() async {
        let host = session()
        _ = await host.perform(.launch)
        #expect(await host.perform(.back).problems.first?.hasPrefix("no back button on screen") == true)
        #expect(await host.perform(.dismiss).problems == ["no sheet on screen to swipe down"])
        #expect(await host.perform(.select(option: "XL", picker: "Size")).problems == [#"no option "XL" in the picker "Size"; options: "S", "M""#])
        #expect(await host.perform(.increment(stepper: "Nights")).problems == [#"no stepper titled "Nights" on screen; steppers: none"#])
    }

    @Test func aSheetThatRefusesTheSwipeStays() async {
        let host = session()
        _ = await host.perform(.launch)
        _ = await host.perform(.tap(title: "Open"))
        let step = await host.perform(.dismiss)
        #expect(step.problems.isEmpty)
        #expect(step.events == ["the sheet does not move: interactive dismissal is disabled"])
        #expect(step.screen.contains { $0.kind == "Sheet" })
        // The sheet is in front: the picker under it cannot be reached.
        #expect(await host.perform(.select(option: "M", picker: "Size")).problems.first?.hasPrefix("no picker titled") == true)
    }
}
