import CourseCheckProtocol
@testable import SwiftUIModel
import Testing

/// A picker of several sources (Picker+Sources.swift): choosing an option writes every source's
/// selection; while they agree their value is the chosen option; when they differ none is, and
/// the run says the mixed state is not drawn.
@Suite("Picker of sources") @MainActor
struct PickerSourcesTests {
    final class Shapes {
        var sizes = [1, 1, 1]
        var bindings: [Binding<Int>] { sizes.indices.map { index in Binding(get: { self.sizes[index] }, set: { self.sizes[index] = $0 }) } }
    }

    func reports() -> [String] { ModelProblems.take().filter { $0.contains("Picker(sources:") } }
    func chosen(_ graph: ViewGraph) -> String? { find("Picker", in: graph)?.attributes.first { $0.0 == Attribute.Name.selection }?.1 }

    @available(*, deprecated, message: "tests API whose availability is data")
    @ViewBuilder func options() -> some View {
        Text("Small").tag(1)
        Text("Large").tag(2)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func choosingAnOptionWritesEverySource() {
        let shapes = Shapes()
        let graph = mount(Picker("Size", sources: shapes.bindings, selection: \.self) { options() })
        #expect(chosen(graph) == "Small")
        #expect(find("Picker", in: graph)?.carried[SelectInteractionKey.self]?.select("Large") == true)
        #expect(shapes.sizes == [2, 2, 2])
        graph.update()
        #expect(chosen(graph) == "Large")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func sourcesThatDifferChooseNoOptionAndSaySo() {
        let shapes = Shapes()
        shapes.sizes = [1, 2, 1]
        _ = reports()
        let graph = mount(Picker(sources: shapes.bindings, selection: \.self) { options() } label: { Text("Size") })
        #expect(chosen(graph) == nil)
        #expect(reports().count == 1)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func everyTitleFormShowsItsTitle() {
        let shapes = Shapes()
        func title(_ view: some View) -> String? { find("Picker", in: mount(view))?.accessibility.label }
        #expect(title(Picker(String("Size"), sources: shapes.bindings, selection: \.self) { options() }) == "Size")
        #expect(title(Picker("Size", systemImage: "ruler", sources: shapes.bindings, selection: \.self) { options() }) == "Size")
        #expect(title(Picker(String("Size"), systemImage: "ruler", sources: shapes.bindings, selection: \.self) { options() }) == "Size")
        #expect(reports().isEmpty)
    }
}
