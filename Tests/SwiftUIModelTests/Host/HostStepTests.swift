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

/// VoiceOver's steps, through the host (`HostSession+Accessibility.swift`): each acts on an
/// element of the accessibility tree, found by its label. In the same serialized suite as the
/// other steps: the steps share the model's record of events and problems.
extension HostStepTests {
    final class Log { var lines: [String] = [] }

    struct VoiceOverScreen: View {
        let log: Log
        @State private var volume = 0.5
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Add") { log.lines.append("add") }
                    Button("Off") {}.disabled(true)
                    Slider(value: $volume) { Text("Volume") }
                    Text("Mail")
                        .accessibilityAction(named: Text("Archive")) { log.lines.append("archive") }
                        .accessibilityAction(.escape) { log.lines.append("escape") }
                        .accessibilityAction(.magicTap) { log.lines.append("magic") }
                }
            }
        }
    }

    func voiceOverSession(_ log: Log, accessibility: [AccessibilitySetting] = []) -> HostSession {
        var plan = RunPlan(platformMajorVersion: 27, localeIdentifier: "en_US", dynamicTypeSize: .L, colorScheme: .light,
                           device: DeviceModel.iPhone17.metrics, files: [], steps: [])
        plan.accessibility = accessibility
        return HostSession(plan: plan, root: { VoiceOverScreen(log: log) })
    }

    @Test func eachVoiceOverGestureRunsWhatItShould() async {
        let log = Log()
        let host = voiceOverSession(log)
        _ = await host.perform(.launch)
        #expect(await host.perform(.activate(element: "Add")).problems.isEmpty)
        _ = await host.perform(.accessibilityAction(name: "Archive", element: "Mail"))
        _ = await host.perform(.escape)
        _ = await host.perform(.magicTap)
        #expect(log.lines == ["add", "archive", "escape", "magic"])
        let adjusted = await host.perform(.adjust(element: "Volume", direction: .up))
        #expect(adjusted.accessibility.contains { $0.role == .slider && $0.attribute(Attribute.Name.value) == "60%" })
        #expect(await host.perform(.activate(element: "Off")).events == [#"button "Off" is dimmed: activating it does nothing"#])
    }

    @Test func voiceOverStepsReportWhatTheyCannotFind() async {
        let host = voiceOverSession(Log())
        _ = await host.perform(.launch)
        #expect(await host.perform(.activate(element: "Nowhere")).problems.first?.hasPrefix(#"no element labelled "Nowhere" for VoiceOver; elements: "Add""#) == true)
        #expect(await host.perform(.adjust(element: "Add", direction: .up)).problems == [#"no adjustable element labelled "Add" for VoiceOver; adjustable elements: "Volume""#])
        #expect(await host.perform(.accessibilityAction(name: "Flag", element: "Mail")).problems == [#""Mail" has no action named "Flag"; its actions: "Archive""#])
    }

    @Test func theRunsSettingsReachTheRootEnvironment() {
        let host = voiceOverSession(Log(), accessibility: [.voiceOver, .reduceMotion])
        let environment = host.rootEnvironment
        #expect(environment.accessibilityReduceMotion && environment.accessibilitySettings.contains(.voiceOver))
        #expect(!environment.accessibilityReduceTransparency && environment.legibilityWeight == .regular)
    }
}
