import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// iOS 17's coordinate spaces as types: each stands for the `CoordinateSpace` it names, so
/// `frame(in: .named("card"))` answers as `frame(in: CoordinateSpace.named("card"))`.
@Suite("Coordinate spaces as types") @MainActor
struct CoordinateSpaceProtocolTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func eachSpaceStandsForItsCoordinateSpace() {
        #expect(LocalCoordinateSpace().coordinateSpace == .local)
        #expect(GlobalCoordinateSpace().coordinateSpace == .global)
        #expect(NamedCoordinateSpace.named("card").coordinateSpace == .named(AnyHashable("card")))
        #expect(NamedCoordinateSpace.named("card") == .named("card"))
        #expect(NamedCoordinateSpace.named("card") != .named("list"))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Named: View {
        let log: EventLog
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(height: 30)
                GeometryReader { proxy in
                    let _ = log.record("\(proxy.frame(in: .named("card")).minY) \(proxy.frame(in: .local).minY)")
                    Color.red
                }
                .frame(height: 50)
            }
            .coordinateSpace(.named("card"))
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aNamedSpaceIsTheNamedViewsFrame() {
        let log = EventLog()
        let graph = mount(Named(log: log))
        let screen = Screen(RunPlan.Device(name: "t", width: 200, height: 300, scale: 2, safeAreaTop: 20, safeAreaBottom: 0))
        _ = screen.layOut(graph.displayTree())
        graph.update()
        _ = screen.layOut(graph.displayTree())
        #expect(log.take().last == "30.0 0.0")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theNearestScrollViewsSpaceSaysItIsNotModelled() {
        _ = ModelProblems.take()
        _ = NamedCoordinateSpace.scrollView
        #expect(ModelProblems.take().contains { $0.contains("CoordinateSpaceProtocol.scrollView") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func gesturesTakeASpaceOfEitherKind() {
        #expect(DragGesture(coordinateSpace: .named("card")).coordinateSpace == .named(AnyHashable("card")))
        #expect(DragGesture().coordinateSpace == .local)
        #expect(SpatialTapGesture(count: 2, coordinateSpace: .global).coordinateSpace == .global)
    }
}
