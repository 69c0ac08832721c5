import Foundation
@testable import SwiftUIModel
import Testing
import UIKitModel

/// The app delegate adaptor: every form (a plain, an `ObservableObject` and an `Observable`
/// delegate) records the delegate's type and reports that no delegate is made.
@Suite("Application delegate adaptor") @MainActor
struct ApplicationDelegateAdaptorTests {
    final class PlainDelegate: NSObject, UIApplicationDelegate {}
    final class PublishingDelegate: NSObject, UIApplicationDelegate, ObservableObject {}
    @Observable final class ObservedDelegate: NSObject, UIApplicationDelegate {}

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func eachFormReportsThatNoDelegateIsMade() {
        _ = ModelProblems.take()
        _ = ModelEvents.take()
        _ = UIApplicationDelegateAdaptor(PlainDelegate.self)
        #expect(ModelProblems.take().contains { $0.contains("@UIApplicationDelegateAdaptor") })
        _ = UIApplicationDelegateAdaptor(PublishingDelegate.self)
        #expect(ModelProblems.take().contains { $0.contains("@UIApplicationDelegateAdaptor") })
        _ = UIApplicationDelegateAdaptor(ObservedDelegate.self)
        #expect(ModelProblems.take().contains { $0.contains("@UIApplicationDelegateAdaptor") })
        #expect(ModelEvents.take().filter { $0.contains("UIApplicationDelegateAdaptor declares") }.count == 3)
    }
}
