import Foundation

/// How VoiceOver reads a control's number, and how far a swipe moves it.
enum AccessibilityValueFormat {
    /// A bounded number (a slider's value in its range), as SwiftUI describes it (OpenSwiftUI,
    /// `AccessibilityBoundedNumber.localizedDescription`, audited against iOS 17: "For 1.5 and
    /// [1.0, 2.0], the accessibility output would be 150%; for 1.5 and [1.3, 2.3] … 1.5"): a range
    /// 100 wide reads the value as a percentage of 100 (30 in 0...100: "30%"); a range 1 wide reads
    /// the value itself as a percentage (0.5 in 0...1: "50%"); any other reads the value as a
    /// decimal number. The value is clamped to the range first; numbers are in the locale's format.
    static func boundedNumber(_ value: Double, in bounds: ClosedRange<Double>?, locale: Locale) -> String {
        let clamped = bounds.map { min(max(value, $0.lowerBound), $0.upperBound) } ?? value
        let width = bounds.map { $0.upperBound - $0.lowerBound } ?? 0
        let formatter = NumberFormatter()
        formatter.locale = locale
        if abs(width - 100) >= .ulpOfOne {
            formatter.numberStyle = abs(width - 1) < .ulpOfOne ? .percent : .decimal
            return formatter.string(from: NSNumber(value: clamped)) ?? "\(clamped)"
        }
        formatter.numberStyle = .percent
        return formatter.string(from: NSNumber(value: clamped / 100)) ?? "\(clamped)"
    }

    /// How far one VoiceOver swipe moves a slider: its step, or a tenth of its range without one.
    /// No source found for either: the model's assumption (UIKit's `UISlider` moves by a tenth).
    static func sliderIncrement(step: Double?, in bounds: ClosedRange<Double>) -> Double {
        if let step, step > 0 { return step }
        return (bounds.upperBound - bounds.lowerBound) / 10
    }
}
