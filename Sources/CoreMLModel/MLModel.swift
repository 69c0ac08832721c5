// Core ML as far as a file that imports it compiles: the model class and its configuration as
// Swift imports them from the SDK's headers (MLModel.h, MLModelConfiguration.h). Nothing is
// loaded or predicted: each use reports itself as not modelled and fails as a missing model would.
import Foundation
import SwiftUIModel

/// How a model is loaded (`MLModelConfiguration`).
open class MLModelConfiguration {
    public init() {}
}

/// Inputs or outputs of a prediction (`MLFeatureProvider`).
public protocol MLFeatureProvider {
    var featureNames: Set<String> { get }
}

/// A compiled machine-learning model (`MLModel`): not modelled; loading it fails.
open class MLModel {
    struct NotModelled: Error, CustomStringConvertible {
        var description: String { "Core ML is not modelled: no model is loaded" }
    }

    public init(contentsOf url: URL) throws {
        ModelProblems.notModelled("MLModel(contentsOf:)", "no model is loaded: the initialiser throws")
        throw NotModelled()
    }

    public init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        ModelProblems.notModelled("MLModel(contentsOf:configuration:)", "no model is loaded: the initialiser throws")
        throw NotModelled()
    }

    open func prediction(from input: MLFeatureProvider) throws -> MLFeatureProvider {
        ModelProblems.notModelled("MLModel.prediction(from:)", "nothing is predicted: it throws")
        throw NotModelled()
    }
}
