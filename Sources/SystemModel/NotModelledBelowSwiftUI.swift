/// How a module the SwiftUI model depends on (the stand-ins for UniformTypeIdentifiers and
/// CoreTransferable, whose types SwiftUI's own declarations name) reports an API it declares but
/// does not model: it cannot call `ModelProblems`, which is SwiftUIModel's, so the SwiftUI host
/// points this at `ModelProblems.notModelled` when a run starts.
public enum _NotModelledBelowSwiftUI {
    nonisolated(unsafe) public static var report: (_ api: String, _ consequence: String) -> Void = { _, _ in }
}
