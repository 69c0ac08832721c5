import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// What the standard controls are to VoiceOver: role, value, traits, and how they adjust.
@Suite("Accessibility of controls")
@MainActor
struct AccessibilityControlsTests {
    func read(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> [String] {
        AccessibilityTree.elements(of: mount(view, environment: environment).displayTree()).map { ReportLine(accessibility: $0.reported).rendered }
    }

    @Test func aToggleReadsOnOrOff() {
        #expect(read(Toggle("Wi-Fi", isOn: .constant(true))) == ["toggle \"Wi-Fi\" value=on"])
        #expect(read(Toggle("Wi-Fi", isOn: .constant(false))) == ["toggle \"Wi-Fi\" value=off"])
    }

    @Test func aSliderReadsItsBoundedNumberAndAdjustsByItsStep() {
        var value = 0.5
        let binding = Binding(get: { value }, set: { value = $0 })
        let graph = mount(Slider(value: binding, in: 0...1, step: 0.25) { Text("Volume") })
        let slider = AccessibilityTree.elements(of: graph.displayTree())[0]
        #expect(ReportLine(accessibility: slider.reported).rendered == "slider \"Volume\" value=50%")
        slider.adjust?(.increment)
        #expect(value == 0.75)
    }

    @Test func aMenuPickerReadsItsChoice() {
        let picker = Picker("Flavor", selection: .constant("Mint")) {
            Text("Vanilla").tag("Vanilla")
            Text("Mint").tag("Mint")
        }
        #expect(read(picker) == ["picker \"Flavor\" value=Mint"])
    }

    @Test func aTextFieldReadsItsTextOrItsPlaceholder() {
        #expect(read(TextField("City", text: .constant(""))) == ["textField \"City\" prompt=City"])
        #expect(read(TextField("City", text: .constant("Oslo"))) == ["textField \"City\" value=Oslo"])
    }

    @Test func aSteppersLabelAndHalvesAreReadApart() {
        #expect(read(Stepper("Nights", onIncrement: {}, onDecrement: nil))
            == ["text \"Nights\"", "button \"Decrement\" traits=notEnabled", "button \"Increment\""])
    }

    @Test func theChosenSegmentIsSelected() {
        let picker = Picker("Size", selection: .constant("S")) { Text("S").tag("S"); Text("L").tag("L") }.pickerStyle(.segmented)
        #expect(read(picker) == ["button \"S\" traits=selected", "button \"L\""])
    }
}

/// How VoiceOver reads a bounded number (`AccessibilityValueFormat`, OpenSwiftUI's
/// `AccessibilityBoundedNumber`).
@Suite("Accessibility value format")
struct AccessibilityValueFormatTests {
    let locale = Locale(identifier: "en_US")

    @Test func aRangeOneWideReadsTheValueAsAPercentage() {
        #expect(AccessibilityValueFormat.boundedNumber(0.5, in: 0...1, locale: locale) == "50%")
        #expect(AccessibilityValueFormat.boundedNumber(1.5, in: 1...2, locale: locale) == "150%")
    }

    @Test func aRangeAHundredWideReadsItsPercentage() {
        #expect(AccessibilityValueFormat.boundedNumber(30, in: 0...100, locale: locale) == "30%")
    }

    @Test func anyOtherRangeReadsTheNumber() {
        #expect(AccessibilityValueFormat.boundedNumber(1.5, in: 1.3...2.3, locale: locale) == "1.5")
        #expect(AccessibilityValueFormat.boundedNumber(7, in: 0...5, locale: locale) == "5")
    }
}
