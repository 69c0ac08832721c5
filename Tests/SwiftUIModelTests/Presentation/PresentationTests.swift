import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

@Suite("Presentations")
@MainActor
struct PresentationTests {
    let device = RunPlan.Device(name: "t", width: 400, height: 800, scale: 3, safeAreaTop: 50, safeAreaBottom: 30)

    struct Presenter: View {
        let log: EventLog
        @State private var sheet = false
        @State private var alert = false
        var body: some View {
            VStack {
                Button("Sheet") { sheet = true }
                Button("Alert") { alert = true }
            }
            .sheet(isPresented: $sheet, onDismiss: { log.record("dismissed") }) { Closer() }
            .alert("Careful", isPresented: $alert) {}
        }
    }

    struct Closer: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    @Test func aSheetIsALayerThatTakesTapsAndVoiceOver() {
        let log = EventLog()
        let graph = mount(Presenter(log: log))
        tap("Sheet", in: graph)
        let laidOut = Screen(device).layOut(graph.displayTree())
        #expect(laidOut.roots.last?.kind == "Sheet")
        #expect(laidOut.accessibilityElements().map(\.label) == ["Close"])
        #expect(laidOut.interactive().allSatisfy { $0.node.accessibility.label != "Alert" })
        // The large sheet reaches from just under the safe area's top to the bottom of the screen.
        #expect(laidOut.roots.last?.frame.maxY == 800)
        laidOut.interactive().first { $0.node.accessibility.label == "Close" }?.node.touch.tapAction?()
        graph.update()
        #expect(log.take() == ["dismissed"])
        #expect(Screen(device).layOut(graph.displayTree()).roots.count == 1)
    }

    @Test func anAlertWithoutActionsGetsOK() {
        let graph = mount(Presenter(log: EventLog()))
        tap("Alert", in: graph)
        let laidOut = Screen(device).layOut(graph.displayTree())
        #expect(laidOut.roots.last?.kind == "Alert")
        #expect(laidOut.accessibilityElements().map(\.label) == ["Careful", "OK"])
        // The alert is a layer, not in the window's tree: tap it where the screen shows it.
        laidOut.interactive().first { $0.node.accessibility.label == "OK" }?.node.touch.tapAction?()
        graph.update()
        #expect(Screen(device).layOut(graph.displayTree()).roots.count == 1)
    }

    @Test func aDialogGetsACancelButtonUnlessItHasOne() {
        struct Dialog: View {
            @State private var asking = true
            let cancel: Bool
            var body: some View {
                Text("x").confirmationDialog("Sure?", isPresented: $asking) {
                    Button("Go") {}
                    if cancel { Button("Stop", role: .cancel) {} }
                }
            }
        }
        let titles = { (cancel: Bool) -> [String] in
            let graph = mount(Dialog(cancel: cancel))
            return Screen(device).layOut(graph.displayTree()).accessibilityElements().map(\.label)
        }
        #expect(titles(false) == ["Go", "Cancel"])
        #expect(titles(true) == ["Go", "Stop"])
    }

    @Test func aMediumSheetIsHalfTheScreen() {
        struct Half: View {
            @State private var shown = true
            var body: some View { Text("x").sheet(isPresented: $shown) { Text("y").presentationDetents([.medium, .large]) } }
        }
        let laidOut = Screen(device).layOut(mount(Half()).displayTree())
        #expect(laidOut.roots.last?.frame == CGRect(x: 0, y: 400, width: 400, height: 400))
    }
}
