import CourseCheckProtocol
import Foundation

/// The header's `// defaults: key = value` presets, written to `UserDefaults.standard` before the
/// app launches (the run's home folder is new, so nothing else is there).
enum UserDefaultsPresets {
    static func install(_ entries: [RunPlan.DefaultsEntry]) {
        let defaults = UserDefaults.standard
        for entry in entries {
            switch entry.value {
            case .bool(let value): defaults.set(value, forKey: entry.key)
            case .int(let value): defaults.set(value, forKey: entry.key)
            case .double(let value): defaults.set(value, forKey: entry.key)
            case .string(let value): defaults.set(value, forKey: entry.key)
            }
        }
    }
}
