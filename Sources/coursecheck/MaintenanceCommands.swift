import CourseCheckKit
import Foundation

/// CI's and the model's upkeep: `merge-junit` (the shards of one check into one JUnit file) and
/// `convert-availability` (the model's old `#if IOS_<k>_OR_LATER` form into availability data).
enum MaintenanceCommands {
    static func mergeJUnit(output: String, inputs: [String]) -> Int32 {
        do {
            let reports = try inputs.map { path in (path: path, text: try String(contentsOfFile: path, encoding: .utf8)) }
            try JUnitMerge.merge(reports).write(toFile: output, atomically: true, encoding: .utf8)
            return 0
        } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
    }

    /// `clean [FILTER…]`: the whole cache, or the selected scenarios' entries.
    static func clean(_ filters: [String], root: URL) -> Int32 {
        do {
            let check = try CourseCheck(root: root, jobs: 1)
            if filters.isEmpty {
                let removed = try check.clean()
                print("removed the cache at \(check.cache.root.path) (\(removed) entries)")
            } else {
                if case .failure(let unmatched) = Selection.scenarios(filters, loaded: ScenarioLoader.load(root: root)) {
                    Terminal.error("coursecheck: \(unmatched)")
                    return 2
                }
                let removed = try check.clean(filter: ScenarioFilter(filters))
                print("removed \(removed) cache entr\(removed == 1 ? "y" : "ies") (compiles and runs) of the selected scenarios")
            }
            return 0
        } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
    }

    static func convertAvailability(write: Bool, root: URL) -> Int32 {
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
