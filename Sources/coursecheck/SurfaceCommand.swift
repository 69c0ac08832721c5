import CourseCheckKit
import Foundation

/// `coursecheck surface`: the model's declarations measured against Apple's inventory
/// (docs/api-inventory/README.md): the coverage table, and with `--write` the work lists.
enum SurfaceCommand {
    static func run(_ options: SurfaceOptions, root: URL) -> Int32 {
        do {
            let check = try CourseCheck(root: root, jobs: 1)
            let kit = try check.prepareKit()
            let measured = try SurfaceMeasurement.measure(packageRoot: root, kit: kit, cache: check.cache)
            print(SurfaceReport.table(measured.coverage, modules: SurfaceMeasurement.reportedModules))
            if options.write {
                let folder = root.appendingPathComponent("docs/api-inventory")
                let uses = UsageCounts.load(packageRoot: root)
                try SurfaceReport.workList(measured.coverage, uses: uses)
                    .write(to: folder.appendingPathComponent("missing.tsv"), atomically: true, encoding: .utf8)
                try SurfaceReport.ranked(measured.coverage, uses: uses, top: 400)
                    .write(to: folder.appendingPathComponent("ranked-missing.tsv"), atomically: true, encoding: .utf8)
                print("wrote docs/api-inventory/missing.tsv and ranked-missing.tsv")
            }
            // availability-not-written.txt: a path a line, with its own reason after a tab if it has one.
            let notWritten = ((try? String(contentsOf: root.appendingPathComponent("docs/api-inventory/availability-not-written.txt"), encoding: .utf8)) ?? "")
                .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
            let skipped = Set(notWritten.compactMap(\.first))
            let skipReasons = Dictionary(notWritten.filter { $0.count == 2 }.map { ($0[0], $0[1]) }, uniquingKeysWith: { a, _ in a })
            if options.writeAvailability {
                let (written, left) = try AvailabilityWriter.write(measured.coverage.disagreements, skipping: skipped)
                print("wrote \(written) availability attributes into the model; \(left.count) left for a person")
                return 0
            }
            let (new, stale) = measured.known.unexplained(measured.coverage.disagreements)
            if options.disagreements {
                measured.coverage.disagreements.forEach { print($0) }
            }
            print("\(measured.coverage.disagreements.count) declarations differ from Apple's, \(measured.coverage.disagreements.count - new.count) of them known (docs/api-inventory/known-differences.tsv)")
            if options.knownDifferences {
                // What docs/api-inventory/known-differences.tsv would list for the disagreements it
                // does not yet explain, each with the reason its kind implies: to review, then add.
                for disagreement in new {
                    var reason = disagreement.reason
                    if disagreement.kind == .availability && disagreement.modelAvailability == APIAvailability() {
                        if let own = skipReasons[disagreement.path] {
                            reason = "not written: " + own
                        } else if skipped.contains(disagreement.path) {
                            reason = "not written: the model or its tests use it themselves, and the data would make each use a warning (availability-not-written.txt)"
                        } else if disagreement.modelKind == "swift.enum.case" {
                            reason = "not written on an enum case: a deprecated case stops Swift from synthesising CaseIterable and Comparable"
                        }
                    }
                    print("\(disagreement.key)\t\(reason)")
                }
                return 0
            }
            new.forEach { Terminal.error("not explained: \($0)") }
            stale.forEach { Terminal.error("known difference that no longer occurs: \($0.key)") }
            measured.caseDisorders.forEach { Terminal.error("cases not in Apple's order (docs/api-inventory/enum-case-order.tsv): \($0)") }
            return new.isEmpty && stale.isEmpty && measured.caseDisorders.isEmpty ? 0 : 1
        } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
    }
}
