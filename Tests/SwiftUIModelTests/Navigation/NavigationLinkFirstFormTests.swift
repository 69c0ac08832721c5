import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

/// The deprecated `isActive:` and `tag:selection:` forms of `NavigationLink`, each way of giving
/// the title and destination: tapping pushes the destination and sets the binding.
@Suite("Navigation link first forms") @MainActor
struct NavigationLinkFirstFormTests {
    struct Links: View {
        let log: EventLog
        @State private var showsDetail = false
        @State private var selection: Int? = nil
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink(String("Detail"), isActive: $showsDetail) { Text("Detail view") }
                    NavigationLink("Second", tag: 2, selection: $selection) { Text("Second view") }
                    NavigationLink(tag: 3, selection: $selection, destination: { Text("Third view") }, label: { Text("Third") })
                }
                .onChange(of: showsDetail) { log.record("detail \(showsDetail)") }
                .onChange(of: selection) { log.record("selection \(selection.map(String.init) ?? "nil")") }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func tappingALinkActivatesItsBindingAndPushesItsDestination() {
        let log = EventLog()
        let graph = mount(Links(log: log))
        tap("Detail", in: graph)
        #expect(log.take() == ["detail true"])
        #expect(texts(graph).contains("\"Detail view\""))
        find("BackButton", in: graph)?.touch.tapAction?()
        graph.update()
        #expect(log.take() == ["detail false"])
        tap("Third", in: graph)
        #expect(log.take() == ["selection 3"])
        #expect(texts(graph).contains("\"Third view\""))
    }
}

/// A path of codable values is the same path.
@Suite("Navigation path of codable values") @MainActor
struct NavigationPathCodableTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func codableValuesArePushedAsHashableOnesAre() {
        var path = NavigationPath(["a", "b"])
        path.append(3)
        #expect(path.count == 3)
        #expect(path.elements == [AnyHashable("a"), AnyHashable("b"), AnyHashable(3)])
    }
}
