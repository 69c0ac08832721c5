import Foundation
import Testing
import TestSupport
@testable import UIKitModel

/// The app object, the device and the feedback generators: what they hand the system is an event
/// (`_UIKitEvents`), and the device is the run's.
@Suite("The application and the device", .serialized)
struct ApplicationTests {
    /// Records the events `body` causes.
    func events(_ body: () -> Void) -> [String] {
        let log = EventLog()
        let saved = _UIKitEvents.record
        _UIKitEvents.record = { log.record($0) }
        defer { _UIKitEvents.record = saved }
        body()
        return log.events
    }

    @MainActor @Test func openingAURLIsAnEventAndSucceedsAfterTheCallerReturns() async {
        let told = Told()
        let recorded = events {
            UIApplication.shared.open(URL(string: "https://example.com/a")!) { told.value = $0 }
        }
        #expect(recorded == ["the system opens https://example.com/a"])
        #expect(told.value == nil)
        for _ in 0..<1000 where told.value == nil { await Task.yield() }
        #expect(told.value == true)
    }

    @Test func openingAURLAsynchronouslyIsAnEventAndSucceeds() async {
        let log = EventLog()
        let saved = _UIKitEvents.record
        _UIKitEvents.record = { log.record($0) }
        defer { _UIKitEvents.record = saved }
        let succeeded = await UIApplication.shared.open(URL(string: "https://example.com/b")!)
        #expect(log.events == ["the system opens https://example.com/b"])
        #expect(succeeded)
    }

    @Test func anImpactGeneratorMadeWithoutAStylePlaysMedium() {
        #expect(events { UIImpactFeedbackGenerator().impactOccurred() } == ["impact feedback medium"])
    }

    @Test func theSystemOpensWebMailAndPhoneAddressesOnly() {
        #expect(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        #expect(UIApplication.shared.canOpenURL(URL(string: "MAILTO:someone@example.com")!))
        #expect(UIApplication.shared.canOpenURL(URL(string: "tel:555")!))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "maps:here")!))
    }

    @Test func feedbackIsAnEvent() {
        let recorded = events {
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
        }
        #expect(recorded == ["impact feedback heavy", "notification feedback success", "selection feedback"])
    }

    @Test func theDeviceIsTheRunsIPhone() {
        let saved = UIDevice._systemVersion
        defer { UIDevice._systemVersion = saved }
        UIDevice._systemVersion = "18.0"
        #expect(UIDevice.current.systemVersion == "18.0")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation.isPortrait && !UIDevice.current.orientation.isLandscape)
        #expect(UIDevice.current.batteryLevel == -1)
    }

    @Test func theScreensNativeBoundsAreItsPixels() {
        let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 402, height: 874), scale: 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1206, height: 2622))
        #expect(screen.nativeScale == 3)
    }
}

/// What a completion handler was told (set on the main actor, read by the test).
private final class Told: @unchecked Sendable {
    var value: Bool?
}
