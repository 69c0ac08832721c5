@testable import SwiftUIModel
import Testing

/// One build of the model serves every release: it mirrors the newest SDK, and a run's release is
/// a run-time setting (the host sets it from the plan).
@Suite("The release the model runs as")
struct PlatformSDKTests {
    @Test func runtimeSettingsStartFromTheSDKRelease() {
        #expect(ModelSettings().platformMajorVersion == ModelSettings.sdkMajorVersion)
    }

    @Test func behaviourFollowsTheRunsRelease() {
        var settings = ModelSettings()
        settings.platformMajorVersion = 26
        #expect(!settings.stateMacroIsLazy)
        settings.platformMajorVersion = 27
        #expect(settings.stateMacroIsLazy)
    }
}
