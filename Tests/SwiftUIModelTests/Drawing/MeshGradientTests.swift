import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A mesh gradient keeps what it is made of, draws as one named style and says that the colours
/// between its points are not interpolated.
@Suite("Mesh gradients") @MainActor
struct MeshGradientTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    func grid() -> MeshGradient {
        MeshGradient(width: 2, height: 2,
                     points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                     colors: [.red, .orange, .blue, .purple],
                     background: .black, smoothsColors: false)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itKeepsWhatItIsMadeOf() {
        _ = ModelProblems.take()
        var mesh = grid()
        #expect(mesh.width == 2 && mesh.height == 2)
        #expect(mesh.locations == .points([[0, 0], [1, 0], [0, 1], [1, 1]]))
        #expect(mesh.colors == .colors([.red, .orange, .blue, .purple]))
        #expect(mesh.background == .black && mesh.smoothsColors == false)
        mesh.background = .white
        mesh.width = 3
        #expect(mesh.background == .white && mesh.width == 3)
        #expect(mesh != grid())
        #expect(ModelProblems.take().contains { $0.contains("`MeshGradient.init(width:height:points:colors:background:smoothsColors:colorSpace:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func bezierPointsAndResolvedColoursAreKept() {
        let point = MeshGradient.BezierPoint(position: [0.5, 0.5], leadingControlPoint: [0.4, 0.5], topControlPoint: [0.5, 0.4],
                                             trailingControlPoint: [0.6, 0.5], bottomControlPoint: [0.5, 0.6])
        #expect(point.position == [0.5, 0.5] && point.leadingControlPoint == [0.4, 0.5] && point.topControlPoint == [0.5, 0.4])
        #expect(point.trailingControlPoint == [0.6, 0.5] && point.bottomControlPoint == [0.5, 0.6])
        let resolved = Color.Resolved(red: 1, green: 0, blue: 0)
        let mesh = MeshGradient(width: 1, height: 1, bezierPoints: [point], resolvedColors: [resolved])
        #expect(mesh.locations == .bezierPoints([point]) && mesh.colors == .resolvedColors([resolved]))
        #expect(mesh.background == .clear && mesh.smoothsColors)
        let same = MeshGradient(width: 1, height: 1, locations: .bezierPoints([point]), colors: .resolvedColors([resolved]))
        #expect(same == mesh)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func asAViewItFillsTheSpaceWithItsNamedStyle() throws {
        let graph = mount(grid().frame(width: 100, height: 50))
        let fill = try #require(find("Rectangle", in: graph))
        guard case .shape(let drawing)? = fill.drawing.paint?.kind else { Issue.record("the mesh is not drawn as a shape"); return }
        #expect(drawing.style == "meshGradient(2x2)")
        #expect(styleName(grid()) == "meshGradient(2x2)")
    }
}
