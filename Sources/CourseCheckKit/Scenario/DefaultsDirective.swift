import CourseCheckProtocol
import Foundation

/// `// defaults: key = value`: a user default the app finds at launch. `true`/`false` is a Bool,
/// a whole number an Int, a decimal a Double, anything else (or a "quoted" text) a String.
enum DefaultsDirective {
    static func parse(_ text: String) -> Result<RunPlan.DefaultsEntry, StepError> {
        guard let equals = text.firstIndex(of: "=") else {
            return .failure(StepError("defaults takes a key and a value: defaults: hasSeenIntro = true"))
        }
        let key = text[..<equals].trimmingCharacters(in: .whitespaces)
        let raw = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, !raw.isEmpty else {
            return .failure(StepError("defaults takes a key and a value: defaults: hasSeenIntro = true"))
        }
        return .success(RunPlan.DefaultsEntry(key: key, value: value(raw)))
    }

    static func value(_ raw: String) -> RunPlan.DefaultsEntry.Value {
        if raw == "true" { return .bool(true) }
        if raw == "false" { return .bool(false) }
        if let int = Int(raw) { return .int(int) }
        // `nan` and `inf` read as numbers but a plist (and the run plan's JSON) has no such value.
        if let double = Double(raw), double.isFinite { return .double(double) }
        if raw.count >= 2, raw.hasPrefix("\""), raw.hasSuffix("\"") { return .string(String(raw.dropFirst().dropLast())) }
        return .string(raw)
    }
}
