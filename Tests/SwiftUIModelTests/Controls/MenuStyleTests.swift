import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A menu below `menuStyle(_:)` with a style course code wrote shows the style's body, in which
/// `Menu(configuration)` is the next style out's menu; a system style's name is reported
/// (MenuStyle.swift).
@Suite("Menu styles") @MainActor
struct MenuStyleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct CaptionedMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Menu(configuration)
                Text("caption")
            }
        }
    }

    func menus(_ graph: ViewGraph) -> [DisplayNode] {
        func walk(_ nodes: [DisplayNode]) -> [DisplayNode] { nodes.flatMap { ($0.kind == "Menu" ? [$0] : []) + walk($0.children) } }
        return walk(graph.displayTree())
    }

    func style(_ node: DisplayNode?) -> String? { node?.attributes.first { $0.0 == Attribute.Name.style }?.1 }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomStylesBodyShowsTheMenuItMakesFromItsConfiguration() {
        let graph = mount(Menu("Actions") { Button("Copy") {} }.menuStyle(CaptionedMenuStyle()))
        let found = menus(graph)
        #expect(found.count == 2)
        #expect(style(found.first) == "CaptionedMenuStyle")
        #expect(found.last?.content == "\"Actions\"")
        #expect(style(found.last) == nil)
        #expect(plainTexts(graph).contains("caption"))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aMenusPrimaryActionRunsThroughTheConfiguration() {
        final class Box { var taps = 0 }
        let box = Box()
        let graph = mount(Menu { Button("Copy") {} } label: { Text("Actions") } primaryAction: { box.taps += 1 }.menuStyle(CaptionedMenuStyle()))
        tap("Actions", in: graph)
        #expect(box.taps == 1)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSystemStylesNameIsReported() {
        let graph = mount(Menu("Actions") { Button("Copy") {} }.menuStyle(.button).menuStyle(CaptionedMenuStyle()))
        #expect(menus(graph).count == 1)
        #expect(style(menus(graph).first) == "button")
        #expect(style(menus(mount(Menu("Actions") { Button("Copy") {} }.menuStyle(.automatic))).first) == nil)
    }
}
