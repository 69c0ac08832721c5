import Foundation

/// One measurement of the model's surface: the inventory, the kit's symbol graphs and the known
/// differences, read together (what `coursecheck surface` and the surface test share).
public struct SurfaceMeasurement: Sendable {
    public var coverage: SurfaceCoverage
    public var known: KnownDifferences
    /// The model's enums whose cases are not in Apple's order (`EnumCaseOrder`).
    public var caseDisorders: [String]

    /// The modules the report shows, in order. UIKit's and Foundation's rows are the Objective-C API app
    /// code calls (objc-inventory.py): the model's UIKit, and the toolchain's Foundation.
    public static let reportedModules = ["SwiftUI", "Combine", "Observation", "SwiftData", "Charts", "MapKit", "PhotosUI", "AVKit", "StoreKit", "CoreML",
                                         "UIKit", "Foundation"]

    public static func measure(packageRoot: URL, kit: ModelKit, cache: CacheStore) throws -> SurfaceMeasurement {
        let inventory = try APIInventory.load(packageRoot: packageRoot)
        let toolchain = try Toolchain.find(cache: cache)
        let work = try cache.temporaryDirectory(kind: .kit)
        defer { try? FileManager.default.removeItem(at: work) }
        let model = try ModelSurface.extract(kit: kit.directory, toolchain: toolchain, work: work)
        return SurfaceMeasurement(coverage: SurfaceCoverage.measure(inventory: inventory, model: model),
                                  known: try KnownDifferences.load(packageRoot: packageRoot),
                                  caseDisorders: try EnumCaseOrder.load(packageRoot: packageRoot).disorders(in: model.declarations))
    }
}
