extension RunPlan {
    public struct Device: Codable, Equatable, Sendable {
        public var name: String
        public var width: Double
        public var height: Double
        public var scale: Double
        public var safeAreaTop: Double
        public var safeAreaBottom: Double
        public init(name: String, width: Double, height: Double, scale: Double, safeAreaTop: Double, safeAreaBottom: Double) {
            self.name = name
            self.width = width
            self.height = height
            self.scale = scale
            self.safeAreaTop = safeAreaTop
            self.safeAreaBottom = safeAreaBottom
        }
    }
}

/// The devices a scenario can name (`// device:`). Sizes in points, safe areas in portrait.
/// Source: third-party device lists (Apple publishes no table of safe areas; docs/FACTS.md,
/// "Devices").
public enum DeviceModel: String, CaseIterable, Codable, Sendable {
    case iPhone17 = "iPhone 17"
    case iPhone17Pro = "iPhone 17 Pro"
    case iPhone17ProMax = "iPhone 17 Pro Max"
    case iPhoneSE3 = "iPhone SE (3rd generation)"

    public var metrics: RunPlan.Device {
        switch self {
        case .iPhone17, .iPhone17Pro: RunPlan.Device(name: rawValue, width: 402, height: 874, scale: 3, safeAreaTop: 62, safeAreaBottom: 34)
        case .iPhone17ProMax: RunPlan.Device(name: rawValue, width: 440, height: 956, scale: 3, safeAreaTop: 62, safeAreaBottom: 34)
        case .iPhoneSE3: RunPlan.Device(name: rawValue, width: 375, height: 667, scale: 2, safeAreaTop: 20, safeAreaBottom: 0)
        }
    }

    /// What a scenario without a `device:` line runs on.
    public static let standard = DeviceModel.iPhone17
}

/// Dynamic Type sizes by their short names, smallest to largest (`L` is the default).
public enum TextSize: String, CaseIterable, Codable, Sendable {
    case XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5
}

/// The root environment's colour scheme (`// color-scheme:`).
public enum ColorSchemeName: String, CaseIterable, Codable, Sendable {
    case light, dark
}
