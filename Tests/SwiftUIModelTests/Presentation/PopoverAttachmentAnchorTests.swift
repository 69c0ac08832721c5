import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A popover anchored at a point is shown as a sheet on iPhone, as one anchored at a rectangle is
/// (`Presentation/SheetModifiers.swift`).
@Suite("Popover attachment anchors")
@MainActor
struct PopoverAttachmentAnchorTests {
    let device = RunPlan.Device(name: "t", width: 400, height: 800, scale: 3, safeAreaTop: 50, safeAreaBottom: 30)

    struct Presenter: View {
        @State private var shown = false
        var body: some View {
            Button("Open") { shown = true }
                .popover(isPresented: $shown, attachmentAnchor: .point(.top)) { Text("Inside") }
        }
    }

    @Test func aPointAnchoredPopoverIsASheet() {
        let graph = mount(Presenter())
        tap("Open", in: graph)
        let laidOut = Screen(device).layOut(graph.displayTree())
        #expect(laidOut.roots.last?.kind == "Sheet")
        #expect(laidOut.accessibilityElements().map(\.label).contains("Inside"))
    }
}
