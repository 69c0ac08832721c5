import CourseCheckProtocol

/// The devices a scenario can name. Sizes in points; safe areas in portrait. Source: third-party
/// device lists (Apple publishes no table of safe areas).
enum DeviceCatalog {
    static let devices: [RunPlan.Device] = [
        RunPlan.Device(name: "iPhone 17", width: 402, height: 874, scale: 3, safeAreaTop: 62, safeAreaBottom: 34),
        RunPlan.Device(name: "iPhone 17 Pro", width: 402, height: 874, scale: 3, safeAreaTop: 62, safeAreaBottom: 34),
        RunPlan.Device(name: "iPhone 17 Pro Max", width: 440, height: 956, scale: 3, safeAreaTop: 62, safeAreaBottom: 34),
        RunPlan.Device(name: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, safeAreaTop: 20, safeAreaBottom: 0),
    ]

    static var names: [String] { devices.map(\.name) }

    static func device(named name: String) -> RunPlan.Device? { devices.first { $0.name == name } }

    /// Dynamic Type sizes, smallest to largest (L is the default).
    static let textSizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
}
