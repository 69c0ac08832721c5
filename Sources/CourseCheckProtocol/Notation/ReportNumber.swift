import Foundation

/// How numbers are written in report lines, by the model and the harness alike: whole numbers
/// without a decimal point, else up to two decimals with trailing zeros removed; `inf` and `-inf`
/// for infinities (a `maxWidth: .infinity` frame).
public enum ReportNumber {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
