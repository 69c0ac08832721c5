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
// - CoreGraphicsModel: `import CoreGraphics` (CGAffineTransform, CGColor beside Foundation's CG
//   types); UIKitModel re-exports it as UIKit does.
// - CombineModel: Combine (publishers, subjects, operators, ObservableObject and @Published) on the
//   simulated clock; scenarios `import Combine` as it through `-module-alias`, and SwiftUIModel
//   re-exports it as Apple's SwiftUI does.
// - SwiftDataModel: SwiftData's in-memory core (`@Model`, ModelContainer, ModelContext, @Query);
//   scenarios `import SwiftData` as it through `-module-alias`.
// - ChartsModel, MapKitModel, PhotosUIModel, AVKitModel, StoreKitModel, CoreMLModel: Apple modules
//   the model does not reproduce, declared with Apple's signatures so that a file that imports
//   them compiles; each use reports itself as not modelled. Scenarios import them by Apple's names.
// - UniformTypeIdentifiersModel, CoreTransferableModel, CoreDataModel: Apple modules SwiftUI's own
//   declarations name (`UTType`, `Transferable`, `NSManagedObjectContext`), below SwiftUIModel; each
//   use reports itself as not modelled. SwiftUIModel re-exports CoreTransferable as Apple's SwiftUI
//   does; UniformTypeIdentifiers and CoreData need their own import, as on Apple's SDK. Scenarios
//   import them by Apple's names.
// - FoundationAdditionsModel: Foundation classes SwiftUI's declarations name that Linux's Foundation
//   lacks (`NSItemProvider`, `NSUserActivity`, `FileWrapper`); SwiftUIModel re-exports it.
// - NetworkingModel: URLSession on the simulated network (Foundation's on Apple's platforms);
//   imported into every scenario file.
// - CourseCheckProtocol: the run plan and observation the harness and a running scenario exchange.
// - CourseCheckKit + coursecheck: the harness and its command line.
// One build of the model serves every iOS release: what an API's availability is on iOS is data
// in the model (docs/SCENARIOS.md, "Availability"), not a compilation condition. The harness links
// its model kit from this build's objects when they are up to date (docs/ARCHITECTURE.md).
let modelSettings: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "CourseCheck",
    products: [
        .executable(name: "coursecheck", targets: ["coursecheck"]),
        .library(name: "SwiftUIModel", targets: ["SwiftUIModel"]),
    ],
    targets: [
        .target(name: "CourseCheckProtocol"),
        .target(name: "SystemModel", swiftSettings: modelSettings),
        .target(name: "CoreGraphicsModel", swiftSettings: modelSettings),
        .target(name: "UIKitModel", dependencies: ["CourseCheckProtocol", "SystemModel", "CoreGraphicsModel"], swiftSettings: modelSettings),
        .target(name: "NetworkingModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "CoreGraphicsModel"], swiftSettings: modelSettings),
        .target(name: "CombineModel", dependencies: ["SystemModel"], swiftSettings: modelSettings),
        .target(name: "UniformTypeIdentifiersModel", dependencies: ["SystemModel"], swiftSettings: modelSettings),
        .target(name: "CoreTransferableModel", dependencies: ["SystemModel", "CombineModel", "UniformTypeIdentifiersModel"], swiftSettings: modelSettings),
        .target(name: "FoundationAdditionsModel", dependencies: ["SystemModel"], swiftSettings: modelSettings),
        .target(name: "CoreDataModel", dependencies: ["SystemModel", "CombineModel"], swiftSettings: modelSettings),
        .target(name: "SwiftUIModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel", "CombineModel", "CoreGraphicsModel", "FoundationAdditionsModel", "UniformTypeIdentifiersModel", "CoreTransferableModel", "CoreDataModel"], swiftSettings: modelSettings),
        .target(name: "SwiftDataModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel", "CombineModel", "CoreGraphicsModel", "SwiftUIModel"], swiftSettings: modelSettings),
        .target(name: "ChartsModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel", "CombineModel", "CoreGraphicsModel", "SwiftUIModel"], swiftSettings: modelSettings),
        .target(name: "MapKitModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel", "CombineModel", "CoreGraphicsModel", "SwiftUIModel"], swiftSettings: modelSettings),
        .target(name: "PhotosUIModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel", "CombineModel", "CoreGraphicsModel", "SwiftUIModel"], swiftSettings: modelSettings),
        .target(name: "AVKitModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel", "CombineModel", "CoreGraphicsModel", "SwiftUIModel"], swiftSettings: modelSettings),
        .target(name: "StoreKitModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel", "CombineModel", "CoreGraphicsModel", "SwiftUIModel"], swiftSettings: modelSettings),
        .target(name: "CoreMLModel", dependencies: ["CourseCheckProtocol", "SystemModel", "UIKitModel", "NetworkingModel", "CombineModel", "CoreGraphicsModel", "SwiftUIModel"], swiftSettings: modelSettings),
        // The harness is optimised in debug builds too: a warm check of the whole course is mostly
        // hashing sources for cache keys, reading cached results and comparing, which cost 1.8 s
        // unoptimised and 0.8 s optimised (README: "re-checks in under a second"). The price is
        // the harness's own compile: 66 s → 120 s of the first build on a loaded 2-core machine.
        .target(name: "CourseCheckKit", dependencies: ["CourseCheckProtocol"], swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .executableTarget(name: "coursecheck", dependencies: ["CourseCheckKit"]),
        // Lists the course's scenarios as test cases for CourseTests, at each build (see the plugin).
        .executableTarget(name: "CourseTestsGenerator", dependencies: ["CourseCheckKit"]),
        .plugin(name: "CourseTestsPlugin", capability: .buildTool(), dependencies: ["CourseTestsGenerator"]),
        // What several test targets share: the fuzzing helper (its knobs read through the kit's
        // Configuration), a log, lookups that fail when they find nothing (TestSupport); scenarios
        // written in a test, compiled and run by the harness (ProbeSupport).
        .target(name: "TestSupport", dependencies: ["CourseCheckKit"], path: "Tests/TestSupport"),
        .target(name: "ProbeSupport", dependencies: ["CourseCheckKit", "CourseCheckProtocol", "TestSupport"], path: "Tests/ProbeSupport"),
        .testTarget(name: "CourseCheckProtocolTests", dependencies: ["CourseCheckProtocol"]),
        .testTarget(name: "SwiftUIModelTests", dependencies: ["SwiftUIModel", "TestSupport"]),
        // The macros are built by the harness, not SwiftPM: their tests compile scenarios that use them.
        .testTarget(name: "SwiftUIModelMacrosTests", dependencies: ["ProbeSupport"]),
        .testTarget(name: "SystemModelTests", dependencies: ["SystemModel", "TestSupport"]),
        .testTarget(name: "CoreGraphicsModelTests", dependencies: ["CoreGraphicsModel"]),
        .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel", "CourseCheckProtocol", "SystemModel", "TestSupport"]),
        .testTarget(name: "NetworkingModelTests", dependencies: ["NetworkingModel", "CourseCheckProtocol", "SystemModel", "UIKitModel", "TestSupport"]),
        .testTarget(name: "CombineModelTests", dependencies: ["CombineModel"]),
        .testTarget(name: "SwiftDataModelTests", dependencies: ["SwiftDataModel"]),
        .testTarget(name: "CourseCheckKitTests", dependencies: ["CourseCheckKit", "ProbeSupport", "TestSupport"]),
        .testTarget(name: "CourseTests", dependencies: ["CourseCheckKit"], exclude: ["Golden"], plugins: ["CourseTestsPlugin"]),
    ]
)
