import Foundation
@testable import SwiftUIModel
import Testing

/// Stored properties Apple's views make public: a spacer's minimum length, a reader's content.
@Suite("Public members of containers") @MainActor
struct PublicMembersTests {
    @Test func aSpacerKeepsItsMinimumLength() {
        #expect(Spacer(minLength: 12).minLength == 12)
        #expect(Spacer().minLength == nil)
    }

    @Test func aReadersContentIsItsClosure() {
        final class Seen { var width: CGFloat = 0 }
        let seen = Seen()
        let reader = GeometryReader { proxy in
            let _ = seen.width = proxy.size.width
            Color.clear
        }
        _ = reader.content(GeometryProxy(size: CGSize(width: 42, height: 1), safeAreaInsets: EdgeInsets(), globalFrame: .zero))
        #expect(seen.width == 42)
    }
}
