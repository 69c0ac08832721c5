import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

/// The text field's other initialisers: an optional value, a Foundation formatter, the first
/// forms' `onCommit` (which behaves) and `onEditingChanged` (which reports itself).
@Suite("Text field initialisers") @MainActor
struct TextFieldInitialiserTests {
    struct OptionalNumber: View {
        let log: EventLog
        @State private var number: Int? = nil
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            TextField("Number", value: $number, format: .number)
                .onChange(of: number) { log.record("number \(number.map(String.init) ?? "nil")") }
        }
    }

    private func submit(_ typed: String, in graph: ViewGraph, kind: String = "TextField") {
        find(kind, in: graph)?.textInput.receive?(typed)
        graph.update()
        let submit = find(kind, in: graph)?.carried[SubmitInteractionKey.self]
        submit?.commit()
        submit?.action?()
        graph.update()
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anOptionalValueIsEmptyWhenNilAndNilWhenWhatIsTypedDoesNotParse() {
        let log = EventLog()
        let graph = mount(OptionalNumber(log: log))
        #expect(find("TextField", in: graph)?.attributes.contains { $0.0 == Attribute.Name.text && $0.1 == "" } == true)
        submit("12", in: graph)
        #expect(log.take() == ["number 12"])
        submit("twelve", in: graph)
        #expect(log.take() == ["number nil"])
    }

    struct Formatted: View {
        let log: EventLog
        let formatter: Formatter
        @State private var number = 5
        var body: some View {
            TextField("Number", value: $number, formatter: formatter)
                .onChange(of: number) { log.record("number \(number)") }
        }
    }

    @Test func aNumberFormatterShowsAndConvertsTheValueAndLeavesItOnFailure() {
        let log = EventLog()
        let formatter = NumberFormatter()
        let graph = mount(Formatted(log: log, formatter: formatter))
        #expect(find("TextField", in: graph)?.attributes.contains { $0.0 == Attribute.Name.text && $0.1 == "5" } == true)
        submit("42", in: graph)
        #expect(log.take() == ["number 42"])
        submit("many", in: graph)
        #expect(log.take().isEmpty)
    }

    @Test func aFormatterTheModelCannotConvertWithReportsItself() {
        _ = ModelProblems.take()
        let log = EventLog()
        let graph = mount(Formatted(log: log, formatter: Bracketing()))
        #expect(find("TextField", in: graph)?.attributes.contains { $0.0 == Attribute.Name.text && $0.1 == "<5>" } == true)
        submit("42", in: graph)
        #expect(log.take().isEmpty)
        #expect(ModelProblems.take().contains { $0.hasPrefix("`TextField.init(_:value:formatter:)` is not modelled: a Bracketing does not convert") })
    }

    /// A formatter of the app's own: it shows values; the model cannot convert text with it.
    final class Bracketing: Formatter, @unchecked Sendable {
        override init() { super.init() }
        required init?(coder: NSCoder) { nil }
        override func string(for obj: Any?) -> String? { obj.map { "<\($0)>" } }
    }

    struct Committing: View {
        let log: EventLog
        @State private var text = ""
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            VStack {
                TextField("Name", text: $text, onCommit: { log.record("commit \(text)") })
                    .onSubmit { log.record("submit") }
                SecureField("Secret", text: $text) { log.record("secret") }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func onCommitRunsWhenTheFieldIsSubmitted() {
        let log = EventLog()
        let graph = mount(Committing(log: log))
        submit("Ada", in: graph)
        #expect(log.take() == ["commit Ada", "submit"])
        submit("x", in: graph, kind: "SecureField")
        #expect(log.take() == ["secret"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func onEditingChangedReportsThatItIsNeverCalled() {
        _ = ModelProblems.take()
        let text = Binding.constant("")
        _ = TextField("Name", text: text, onEditingChanged: { _ in })
        _ = TextField(String("Name"), text: text, onEditingChanged: { _ in }, onCommit: {})
        let reports = ModelProblems.take()
        #expect(reports.contains { $0.hasPrefix("`TextField.init(_:text:onEditingChanged:)` is not modelled: onEditingChanged is never called") })
        #expect(reports.contains { $0.hasPrefix("`TextField.init(_:text:onEditingChanged:onCommit:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aLabelledFieldWithoutAnAxisIsHorizontal() {
        let graph = mount(VStack {
            TextField(text: .constant("a")) { Text("One") }
            TextField(text: .constant("b"), axis: .vertical) { Text("Two") }
        })
        let axes = [DisplayNode](graph.displayTree().flatMap { allNodes($0) }).filter { $0.kind == "TextField" }
            .map { $0.attributes.first { $0.0 == Attribute.Name.axis }?.1 }
        #expect(axes == [nil, "vertical"])
    }

    private func allNodes(_ node: DisplayNode) -> [DisplayNode] { [node] + node.children.flatMap(allNodes) }
}
