import CourseCheckProtocol
import Foundation

/// Installs what the plan declares besides the steps: the asset catalog (for the device's scale
/// and the app's bundle path) and the simulated network's answers.
@MainActor
enum HostResources {
    static func install(_ plan: RunPlan) {
        let catalog = _AssetCatalog.shared
        catalog.assets = plan.assets
        catalog.deviceScale = plan.device.scale
        // The app is named after its module, which the scenario's `#fileID`s start with.
        if let module = plan.files.first?.fileID.split(separator: "/").first { catalog.setAppName(String(module)) }
        SimulatedNetwork.shared.routes = plan.network
    }
}
