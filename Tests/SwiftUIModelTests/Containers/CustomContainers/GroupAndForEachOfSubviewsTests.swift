import Foundation
@testable import SwiftUIModel
import Testing

/// iOS 18's custom containers on screen: the container's body places its content's subviews.
@Suite("Group and ForEach of subviews") @MainActor
struct GroupAndForEachOfSubviewsTests {
    /// A card stack that shows how many cards it has and each card in a frame.
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Cards<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack {
                Group(subviews: content) { subviews in
                    Text("\(subviews.count) cards")
                    ForEach(subviews) { card in card.padding() }
                    if let last = subviews.last { last }
                }
            }
        }
    }

    struct Counter: View {
        @State var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theTransformSeesEachViewOfTheContent() {
        let graph = mount(Cards { Text("A"); ForEach(["B", "C"], id: \.self) { Text($0) } })
        #expect(texts(graph) == ["\"3 cards\"", "\"A\"", "\"B\"", "\"C\"", "\"C\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSubviewKeepsTheStateOfItsView() {
        let graph = mount(VStack { ForEach(subviews: Group { Counter() }) { $0 } })
        tap("Count 0", in: graph)
        tap("Count 1", in: graph)
        #expect(texts(graph) == ["\"Count 2\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func sectionsGiveTheirHeadersAndContent() {
        let graph = mount(VStack {
            ForEach(sections: Group {
                Section { Text("a"); Text("b") } header: { Text("First") }
                Text("loose")
            }) { section in
                Text("\(section.header.count) header, \(section.content.count) rows")
                section.header
            }
        })
        #expect(texts(graph) == ["\"1 header, 2 rows\"", "\"First\"", "\"0 header, 1 rows\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGroupOfSectionsTransformsTheCollection() {
        let graph = mount(VStack {
            Group(sections: Group { Section("S") { Text("x") } }) { sections in
                Text("\(sections.count) section")
                ForEach(sections) { $0.content }
            }
        })
        #expect(texts(graph) == ["\"1 section\"", "\"x\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSliceIsAViewOfItsSubviews() {
        let graph = mount(VStack {
            Group(subviews: Group { Text("1"); Text("2"); Text("3") }) { subviews in
                subviews[1...]
            }
        })
        #expect(texts(graph) == ["\"2\"", "\"3\""])
    }
}
