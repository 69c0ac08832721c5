// StoreKit's SwiftUI review request as far as a file that imports it compiles, with Apple's
// signatures (iOS 26.2 SDK's _StoreKit_SwiftUI.swiftinterface). The App Store is not modelled.
import Foundation
import SwiftUIModel

/// Asks for an App Store review (iOS 16's `RequestReviewAction`, `@Environment(\.requestReview)`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor public struct RequestReviewAction {
    nonisolated init() {}

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func callAsFunction() {
        ModelProblems.notModelled("requestReview", "no review prompt is shown")
    }
}

extension EnvironmentValues {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}
