import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

@Suite("Control interactions")
@MainActor
struct ControlInteractionTests {
    struct Controls: View {
        let log: EventLog
        @State private var flavor = 1
        @State private var level = 0.0
        @State private var count = 0
        @State private var number = 5
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    Text("Plain").tag(1)
                    Text("Spiced").tag(2)
                }
                Slider(value: $level, in: 0...10, step: 2) { Text("Level") }
                Stepper("Count", value: $count, in: 0...1)
                TextField("Number", value: $number, format: .number)
                Button("Off") { log.record("tapped") }.disabled(true)
            }
            .onChange(of: flavor) { log.record("flavor \(flavor)") }
            .onChange(of: level) { log.record("level \(level)") }
            .onChange(of: count) { log.record("count \(count)") }
            .onChange(of: number) { log.record("number \(number)") }
        }
    }

    @Test func pickersSlidersAndSteppersKeepToTheirOptionsAndBounds() {
        let log = EventLog()
        let graph = mount(Controls(log: log))
        let picker = find("Picker", in: graph)?.carried[SelectInteractionKey.self]
        #expect(picker?.options == ["Plain", "Spiced"])
        #expect(picker?.select("Sour") == false)
        #expect(picker?.select("Spiced") == true)
        find("Slider", in: graph)?.carried[SetValueInteractionKey.self]?.set(7.1)
        let stepper = find("Stepper", in: graph)?.carried[StepInteractionKey.self]
        stepper?.increment?()
        graph.update()
        find("Stepper", in: graph)?.carried[StepInteractionKey.self]?.increment?()
        graph.update()
        #expect(log.take() == ["flavor 2", "level 8.0", "count 1"])
    }

    @Test func aFormattedFieldTakesItsValueOnSubmit() {
        let log = EventLog()
        let graph = mount(Controls(log: log))
        find("TextField", in: graph)?.textInput.receive?("12")
        graph.update()
        #expect(log.take().isEmpty)
        #expect(find("TextField", in: graph)?.attributes.contains { $0.0 == Attribute.Name.text && $0.1 == "12" } == true)
        find("TextField", in: graph)?.carried[SubmitInteractionKey.self]?.commit()
        graph.update()
        #expect(log.take() == ["number 12"])
    }

    @Test func aDisabledButtonCannotBeTapped() {
        let graph = mount(Controls(log: EventLog()))
        func button(_ nodes: [DisplayNode]) -> DisplayNode? {
            for node in nodes { if node.kind == "Button", node.accessibility.label == "Off" { return node }; if let found = button(node.children) { return found } }
            return nil
        }
        let off = found(button(graph.displayTree()), "the button \"Off\"")
        #expect(off != nil && off?.touch.tapAction == nil)
        #expect(off?.attributes.contains { $0.0 == Attribute.Name.disabled } == true)
    }

    @Test func focusFollowsTheFocusedModifier() {
        struct Focused: View {
            @FocusState var focused: Bool
            @State var text = ""
            var body: some View { TextField("Note", text: $text).focused($focused) }
        }
        let graph = mount(Focused())
        let field = find("TextField", in: graph)
        #expect(field?.carried[FocusLinkKey.self]?.isFocused == false)
        field?.carried[FocusLinkKey.self]?.focus()
        graph.update()
        #expect(find("TextField", in: graph)?.attributes.contains { $0.0 == Attribute.Name.focused } == true)
    }
}

/// `tag(_:includeOptional:)`: a tag of `V` selects a picker bound to `V?` (the default).
@Suite("Tags and optional selections") @MainActor
struct OptionalTagTests {
    struct Chooser: View {
        let log: EventLog
        @State var flavor: Int? = nil
        var body: some View {
            Picker("Flavor", selection: $flavor) {
                Text("None").tag(nil as Int?)
                Text("Plain").tag(1)
                Text("Spiced").tag(2)
            }
            .onChange(of: flavor) { log.record("flavor \(String(describing: flavor))") }
        }
    }

    @Test func aTagOfTheValueSelectsAnOptionalSelection() {
        let log = EventLog()
        let graph = mount(Chooser(log: log))
        #expect(find("Picker", in: graph)?.carried[SelectInteractionKey.self]?.select("Spiced") == true)
        graph.update()
        #expect(log.take() == ["flavor Optional(2)"])
    }

    @Test func excludingOptionalsSaysItIsNotModelled() {
        _ = ModelProblems.take()
        _ = mount(Text("Plain").tag(1, includeOptional: false))
        #expect(ModelProblems.take().contains { $0.contains("includeOptional false") })
    }
}
