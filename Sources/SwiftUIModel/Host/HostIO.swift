import CourseCheckProtocol
import Foundation

/// The host's side of the channel to the harness (see `Channel`).
enum HostIO {
    static func readPlan() throws -> RunPlan {
        takeStepSecret()
        guard let path = ProcessInfo.processInfo.environment[Channel.planVariable] else {
            return RunPlan(platformMajorVersion: ModelSettings.sdkMajorVersion, localeIdentifier: "en_US", dynamicTypeSize: .L, colorScheme: .light,
                           device: DeviceModel.standard.metrics, files: [], steps: [.launch])
        }
        return try JSONDecoder().decode(RunPlan.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The run's marker secret (`Channel.stepSecretVariable`), taken out of the environment when
    /// the host reads its plan, before the scenario's code runs.
    nonisolated(unsafe) private static var stepSecret = ""

    static func takeStepSecret() {
        stepSecret = getenv(Channel.stepSecretVariable).map { String(cString: $0) } ?? ""
        unsetenv(Channel.stepSecretVariable)
    }

    static func beginStep(_ label: String) {
        flushConsole()
        print(Channel.stepMarker(secret: stepSecret) + label)
        flushConsole()
    }

    static func flushConsole() { fflush(nil) }

    static func write(_ observation: Observation) {
        guard let path = ProcessInfo.processInfo.environment[Channel.observationVariable] else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(observation) else { return }
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("coursecheck host: \(message)\n".utf8))
        exit(3)
    }
}
