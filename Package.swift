// swift-tools-version: 6.0
import PackageDescription

// The parts (see docs/ARCHITECTURE.md):
// - SwiftUIModel: our re-implementation of SwiftUI's observable behaviour. Scenarios import it as
//   `SwiftUI` through `-module-alias`; the harness compiles it itself with swiftc (see ModelKit),
//   and SwiftPM builds it too so that its engines have unit tests.
// - Sources/SwiftUIModelMacros: `#Preview`, `@Previewable`, `@Entry`. Not a SwiftPM target: macros
//   need swift-syntax, which we take from the toolchain rather than as a package dependency, so the
//   harness builds them with swiftc (see ModelKit).
// - UIKitModel: the model's UIKit (`UIImage`) and the app's asset catalog; scenarios `import UIKit`
//   as it through `-module-alias`, and SwiftUIModel re-exports it as SwiftUI does UIKit.
// - SystemModel: the run's simulated clock, and the standard library's and Dispatch's ways of
//   waiting (Task.sleep, ContinuousClock, DispatchQueue.asyncAfter) on it; re-exported by
//   NetworkingModel, so every scenario file sees it.
// - NetworkingModel: URLSession on the simulated network (Foundation's on Apple's platforms);
//   imported into every scenario file.
// - CourseCheckProtocol: the run plan and observation the harness and a running scenario exchange.
// - CourseCheckKit + coursecheck: the harness and its command line.
// The model's targets get the compilation conditions of the default release, as the harness's kit
// for it does (`IOS_13_OR_LATER` … `IOS_27_OR_LATER`: CourseCheckKit's `PlatformRelease`; the
// fallback `ModelSettings.sdkMajorVersion` names the same release).
// The model's tests get them too, to check that the two agree.
let releaseConditions: [SwiftSetting] = (13...27).map { .define("IOS_\($0)_OR_LATER") }
let modelSettings: [SwiftSetting] = [.swiftLanguageMode(.v5)] + releaseConditions

let package = Package(
    name: "CourseCheck",
    products: [
        .executable(name: "coursecheck", targets: ["coursecheck"]),
        .library(name: "SwiftUIModel", targets: ["SwiftUIModel"]),
    ],
    targets: [
        .target(name: "CourseCheckProtocol"),
        .target(name: "SystemModel", swiftSettings: modelSettings),
        .target(name: "UIKitModel", dependencies: ["CourseCheckProtocol"], swiftSettings: modelSettings),
        .target(name: "NetworkingModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel"], swiftSettings: modelSettings),
        .target(name: "SwiftUIModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel"], swiftSettings: modelSettings),
        .target(name: "CourseCheckKit", dependencies: ["CourseCheckProtocol"]),
        .executableTarget(name: "coursecheck", dependencies: ["CourseCheckKit"]),
        // Lists the course's scenarios as test cases for CourseTests, at each build (see the plugin).
        .executableTarget(name: "CourseTestsGenerator", dependencies: ["CourseCheckKit"]),
        .plugin(name: "CourseTestsPlugin", capability: .buildTool(), dependencies: ["CourseTestsGenerator"]),
        .testTarget(name: "CourseCheckProtocolTests", dependencies: ["CourseCheckProtocol"]),
        .testTarget(name: "SwiftUIModelTests", dependencies: ["SwiftUIModel"], swiftSettings: releaseConditions),
        .testTarget(name: "SystemModelTests", dependencies: ["SystemModel"]),
        .testTarget(name: "CourseCheckKitTests", dependencies: ["CourseCheckKit"]),
        .testTarget(name: "CourseTests", dependencies: ["CourseCheckKit"], exclude: ["Golden"], plugins: ["CourseTestsPlugin"]),
    ]
)
