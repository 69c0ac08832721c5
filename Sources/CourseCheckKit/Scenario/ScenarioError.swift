import Foundation

/// A problem in a scenario's header, with the file and line that has it.
public struct ScenarioError: Error, CustomStringConvertible, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var message: String
    public var description: String { "\(path):\(line): \(message)" }
}

struct StepError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension Result where Failure == StepError {
    func mapError(_ transform: (String) -> ScenarioError) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw transform(error.message)
        }
    }
}
