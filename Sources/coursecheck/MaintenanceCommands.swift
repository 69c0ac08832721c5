import CourseCheckKit
import Foundation

/// CI's and the model's upkeep: `merge-junit` (the shards of one check into one JUnit file) and
/// `convert-availability` (the model's old `#if IOS_<k>_OR_LATER` form into availability data).
enum MaintenanceCommands {
    static func mergeJUnit(_ command: ParsedCommand) -> Int32 {
        let output = command.arguments[0]
        do {
            let reports = try command.arguments.dropFirst().map { try String(contentsOfFile: $0, encoding: .utf8) }
            try JUnitMerge.merge(reports).write(toFile: output, atomically: true, encoding: .utf8)
            return 0
        } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
    }

    /// `clean [FILTER…]`: the whole cache, or the selected scenarios' entries.
    static func clean(_ command: ParsedCommand, root: URL) -> Int32 {
        do {
            let check = try CourseCheck(root: root, jobs: 1)
            if command.arguments.isEmpty {
                let removed = try check.clean()
                print("removed the cache at \(check.cache.root.path) (\(removed) entries)")
            } else {
                if case .failure(let unmatched) = Selection.scenarios(command.arguments, loaded: ScenarioLoader.load(root: root)) {
                    Terminal.error("coursecheck: \(unmatched)")
                    return 2
                }
                let removed = try check.clean(filter: ScenarioFilter(command.arguments))
                print("removed \(removed) cache entr\(removed == 1 ? "y" : "ies") (compiles and runs) of the selected scenarios")
            }
            return 0
        } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
    }

    static func convertAvailability(_ command: ParsedCommand, root: URL) -> Int32 {
        let write = command.has("write")
        do {
            let folders = ModelKit.librarySourceFolders(packageRoot: root)
            let (report, leftAlone, converted) = try AvailabilityConversion.convertFiles(in: folders, write: write)
            report.forEach { print($0) }
            print("\(converted) block\(converted == 1 ? "" : "s") \(write ? "converted" : "to convert (run with --write)"), \(leftAlone) left alone")
            return leftAlone == 0 && (write || converted == 0) ? 0 : 1
        } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
    }
}
