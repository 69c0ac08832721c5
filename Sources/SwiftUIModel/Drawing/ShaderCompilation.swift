import Foundation

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Shader {
    /// Not modelled: reports itself and returns at once (the model has no Metal to compile a
    /// shader with; a shader's use reports itself where it is drawn).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func compile(as type: Shader.UsageType) async throws {
        ModelProblems.notModelled("Shader.compile(as:)", "returns at once: shaders are not compiled")
    }
}
