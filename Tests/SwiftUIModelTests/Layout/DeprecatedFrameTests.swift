import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// Apple's deprecated `frame()` without arguments: it reports that what it does is not documented
/// and lays its content out as a frame with no size given.
@Suite("The deprecated frame()") @MainActor
struct DeprecatedFrameTests {
    private func size(_ view: some View) -> CGSize? {
        let laidOut = Screen(DeviceModel.iPhone17.metrics).layOut(mount(view).displayTree())
        return laidOut.flatten().first { $0.node.kind == "Rectangle" }?.node.frame.size
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itReportsItselfAndLeavesTheSizeToItsContent() {
        _ = ModelProblems.take()
        let framed = size(Rectangle().frame(width: 30, height: 20).frame())
        #expect(ModelProblems.take().contains { $0.hasPrefix("`View.frame()` is not modelled") })
        #expect(framed == CGSize(width: 30, height: 20))
    }
}
