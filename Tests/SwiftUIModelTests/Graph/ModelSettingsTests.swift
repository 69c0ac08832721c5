@testable import SwiftUIModel
import Testing

/// SwiftPM's build of the model mirrors one release, as each harness kit does: its compilation
/// conditions (Package.swift, which gives this test target the same ones) and its release number
/// (`ModelSettings.sdkMajorVersion`) must agree.
@Suite("The release the model is compiled for")
struct PlatformSDKTests {
    /// The newest condition that holds, found the way a reader of the source would.
    static var newestCondition: Int {
        var newest = 0
        #if IOS_13_OR_LATER
        newest = 13
        #endif
        #if IOS_25_OR_LATER
        newest = 25
        #endif
        #if IOS_26_OR_LATER
        newest = 26
        #endif
        #if IOS_27_OR_LATER
        newest = 27
        #endif
        #if IOS_28_OR_LATER
        newest = 28
        #endif
        return newest
    }

    @Test func conditionsAndReleaseNumberAgree() {
        #expect(Self.newestCondition == ModelSettings.sdkMajorVersion)
    }

    @Test func runtimeSettingsStartFromTheCompiledRelease() {
        #expect(ModelSettings().platformMajorVersion == ModelSettings.sdkMajorVersion)
    }
}
