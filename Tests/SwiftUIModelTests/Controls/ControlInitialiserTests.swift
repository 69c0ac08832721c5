import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

/// Initialisers that give a control the same data another way (an `ImageResource` for a name, a
/// title of any `StringProtocol`, the label as a value): each makes the control its sibling makes.
@Suite("Control initialisers") @MainActor
struct ControlInitialiserTests {
    /// The generated asset symbol of a picture the test catalog does not have: the image is drawn
    /// missing, and still named by it.
    @available(*, deprecated, message: "tests API whose availability is data")
    static let trash = ImageResource(name: "trash-can", bundle: .main)

    struct ResourceControls: View {
        let log: EventLog
        @State private var isOn = false
        @State private var flavor = 1
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            VStack {
                Button("Delete", image: ControlInitialiserTests.trash, role: .destructive) { log.record("delete") }
                Button(String("Bin"), image: ControlInitialiserTests.trash) { log.record("bin") }
                Toggle("Keep", image: ControlInitialiserTests.trash, isOn: $isOn)
                Picker("Flavor", image: ControlInitialiserTests.trash, selection: $flavor) {
                    Text("Plain").tag(1)
                    Text("Spiced").tag(2)
                }
                Label(String("Trash"), image: ControlInitialiserTests.trash)
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anImageResourceNamesThePictureAsItsNameWould() {
        let log = EventLog()
        let graph = mount(ResourceControls(log: log))
        tap("Delete", in: graph)
        tap("Bin", in: graph)
        #expect(log.take() == ["delete", "bin"])
        let delete = find("Button", in: graph)
        #expect(delete?.attributes.contains { $0.0 == Attribute.Name.role && $0.1 == "destructive" } == true)
        #expect(texts(graph).contains("\"Trash\""))
        // The buttons', the toggle's and the label's (a menu picker out of a list shows its choice, not its label).
        #expect(images(graph).count == 4)
        #expect(images(graph).allSatisfy { $0 == ReportQuoting.quote("trash-can") })
        tap("Keep", in: graph)
        #expect(find("Toggle", in: graph)?.attributes.first { $0.0 == Attribute.Name.on }?.1 == "true")
        #expect(find("Picker", in: graph)?.carried[SelectInteractionKey.self]?.select("Spiced") == true)
    }

    struct TitledPicker: View {
        let log: EventLog
        @State private var flavor = 1
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            VStack {
                Picker(String("Flavor"), systemImage: "star", selection: $flavor) {
                    Text("Plain").tag(1)
                    Text("Spiced").tag(2)
                }
                Picker(selection: $flavor, label: Text("Old form")) {
                    Text("Plain").tag(1)
                    Text("Sour").tag(3)
                }
            }
            .onChange(of: flavor) { log.record("flavor \(flavor)") }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aPickerTitledByAStringOrLabelledByAValueSelects() {
        let log = EventLog()
        let graph = mount(TitledPicker(log: log))
        let pickers = all("Picker", in: graph)
        #expect(pickers.count == 2)
        #expect(pickers[1].carried[SelectInteractionKey.self]?.select("Sour") == true)
        graph.update()
        #expect(log.take() == ["flavor 3"])
        #expect(pickers[1].carried[SelectInteractionKey.self]?.options == ["Plain", "Sour"])
    }

    struct Boxed: LabelStyle {
        @available(*, deprecated, message: "tests API whose availability is data")
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("Styled")
                Label(configuration)
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aLabelMadeFromAStyleConfigurationShowsItsTitleAndIcon() {
        let graph = mount(Label("Inbox", systemImage: "tray").labelStyle(Boxed()))
        #expect(texts(graph) == ["\"Styled\"", "\"Inbox\""])
        #expect(images(graph) == ["systemName: \(ReportQuoting.quote("tray"))"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aButtonGivenOnlyARoleActsAndItsSystemLabelReportsItself() {
        _ = ModelProblems.take()
        let log = EventLog()
        let graph = mount(Button(role: .cancel) { log.record("closed") }.accessibilityLabel("Close"))
        #expect(ModelProblems.take().contains { $0.contains("`DefaultButtonLabel`") })
        tap("Close", in: graph)
        #expect(log.take() == ["closed"])
        #expect(find("Button", in: graph)?.attributes.contains { $0.0 == Attribute.Name.role && $0.1 == "cancel" } == true)
    }

    private func images(_ graph: ViewGraph) -> [String] { all("Image", in: graph).map { $0.content ?? "" } }

    private func all(_ kind: String, in graph: ViewGraph) -> [DisplayNode] {
        func walk(_ nodes: [DisplayNode]) -> [DisplayNode] { nodes.flatMap { ($0.kind == kind ? [$0] : []) + walk($0.children) } }
        return walk(graph.displayTree())
    }
}

/// The first forms of the slider's and stepper's initialisers (`onEditingChanged` before the
/// label) make what the current forms make; a trailing closure makes the current form.
@Suite("Slider and stepper first forms") @MainActor
struct SliderStepperFirstFormTests {
    struct Controls: View {
        let log: EventLog
        @State private var level = 0.0
        @State private var count = 0
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            VStack {
                Slider(value: $level, in: 0...10, step: 2, onEditingChanged: { log.record("editing \($0)") }, label: { Text("Level") })
                Stepper(value: $count, in: 0...1, onEditingChanged: { log.record("stepper editing \($0)") }, label: { Text("Count") })
                Stepper(value: $count, in: 0...5) { Text("Trailing") }
            }
            .onChange(of: level) { log.record("level \(level)") }
            .onChange(of: count) { log.record("count \(count)") }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theFirstFormsBehaveAsTheCurrentOnes() {
        let log = EventLog()
        let graph = mount(Controls(log: log))
        find("Slider", in: graph)?.carried[SetValueInteractionKey.self]?.set(7.1)
        graph.update()
        find("Stepper", in: graph)?.carried[StepInteractionKey.self]?.increment?()
        graph.update()
        find("Stepper", in: graph)?.carried[StepInteractionKey.self]?.increment?()
        graph.update()
        // Each press is one edit, begun and ended, whether or not the value could change.
        #expect(log.take() == ["editing true", "editing false", "level 8.0",
                               "stepper editing true", "stepper editing false", "count 1",
                               "stepper editing true", "stepper editing false"])
    }
}

/// A colour picker bound to a Core Graphics colour shows the colour its components make, and
/// writes a chosen colour back as components.
@Suite("Colour picker of a CGColor") @MainActor
struct ColorPickerCGColorTests {
    final class Store { var color = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theSwatchIsTheColourOfTheComponentsAndAChoiceIsWrittenBack() {
        let store = Store()
        let selection = Binding(get: { store.color }, set: { store.color = $0 })
        let shown = mount(ColorPicker("Tint", selection: selection))
        let expected = mount(ColorPicker("Tint", selection: .constant(Color(cgColor: store.color))))
        let color = { (graph: ViewGraph) in find("ColorPicker", in: graph)?.attributes.first { $0.0 == Attribute.Name.color }?.1 }
        #expect(color(shown) != nil)
        #expect(color(shown) == color(expected))
        ColorPicker<Text>.color(selection).wrappedValue = Color(red: 1, green: 0, blue: 0)
        let written = store.color.components ?? []
        #expect(written.count == 4)
        #expect(zip(written, [1, 0, 0, 1]).allSatisfy { abs($0 - $1) < 0.001 })
    }
}

/// A toggle of several sources is on when all are, sets them all, and reports the mixed state.
@Suite("Toggle of sources") @MainActor
struct ToggleSourcesTests {
    struct Alarm: Identifiable { let id: Int; var isOn: Bool }
    struct Alarms: View {
        @State var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            VStack {
                Toggle("All", sources: $alarms, isOn: \.isOn)
                Text(alarms.map { $0.isOn ? "on" : "off" }.joined(separator: " "))
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func turningTheToggleOnSetsEverySource() {
        _ = ModelProblems.take()
        let graph = mount(Alarms())
        #expect(find("Toggle", in: graph)?.attributes.first { $0.0 == Attribute.Name.on }?.1 == "false")
        #expect(ModelProblems.take().contains { $0.contains("mixed state") })
        tap("All", in: graph)
        #expect(texts(graph).contains("\"on on\""))
        #expect(find("Toggle", in: graph)?.attributes.first { $0.0 == Attribute.Name.on }?.1 == "true")
        tap("All", in: graph)
        #expect(texts(graph).contains("\"off off\""))
        _ = ModelProblems.take()
        graph.update()
        #expect(!ModelProblems.take().contains { $0.contains("mixed state") })
    }
}

/// A gauge with marked values is drawn with its other labels and reports the marks.
@Suite("Gauge marked values") @MainActor
struct GaugeMarkedValueTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func markedValueLabelsAreReportedAndTheRestIsDrawn() {
        _ = ModelProblems.take()
        let graph = mount(Gauge(value: 0.25, label: { Text("Fuel") }, currentValueLabel: { Text("25%") }, markedValueLabels: { Text("half") }))
        #expect(find("Gauge", in: graph)?.attributes.first { $0.0 == Attribute.Name.value }?.1 == "0.25")
        #expect(texts(graph) == ["\"Fuel\"", "\"25%\""])
        #expect(ModelProblems.take().contains { $0.hasPrefix("`Gauge.init(value:in:label:currentValueLabel:markedValueLabels:)` is not modelled") })
    }
}

/// Containers' other initialisers make what their siblings make.
@Suite("Container initialisers") @MainActor
struct ContainerInitialiserTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theFirstFormsAndTheStringTitlesMakeTheSameViews() {
        #expect(texts(mount(GroupBox(label: Text("Box")) { Text("inside") })) == texts(mount(GroupBox { Text("inside") } label: { Text("Box") })))
        #expect(find("ScrollView", in: mount(ScrollView(.horizontal, showsIndicators: false) { Text("wide") })) != nil)
        #expect(texts(mount(ContentUnavailableView(String("Empty"), image: "tray", description: Text("Nothing")))).contains("\"Empty\""))
    }
}

/// A stepper given a format steps its value and reports that the format is not used.
@Suite("Stepper format") @MainActor
struct StepperFormatTests {
    final class Box { var value = 1.0 }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aFormattedStepperStepsAndReportsTheFormat() {
        _ = ModelProblems.take()
        let box = Box()
        let value = Binding(get: { box.value }, set: { box.value = $0 })
        let graph = mount(Stepper("Dose", value: value, in: 0...2, step: 0.5, format: .number))
        find("Stepper", in: graph)?.carried[StepInteractionKey.self]?.increment?()
        #expect(box.value == 1.5)
        #expect(ModelProblems.take().contains { $0.hasPrefix("`Stepper.init(_:value:in:step:format:onEditingChanged:)` is not modelled: the format is not used") })
    }
}
