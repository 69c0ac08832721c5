import Testing
@testable import SwiftUIModel

/// `DebugReplaceableView` shows the view it erases, with the view's type part of its identity (as
/// `AnyView`).
@MainActor
@Suite("DebugReplaceableView")
struct DebugReplaceableViewTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itShowsTheViewItErases() {
        let graph = mount(VStack { DebugReplaceableView(erasing: Text("erased")) })
        #expect(texts(graph) == ["\"erased\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theErasedViewsTypeIsItsIdentity() {
        let view = DebugReplaceableView(erasing: Text("a"))
        let children = view.makeChildren(BuildContext(environment: EnvironmentValues(), node: mount(EmptyView()).root!))
        #expect(children.first?.identity == .type(ObjectIdentifier(Text.self)))
    }
}
