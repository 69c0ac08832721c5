import Foundation
@testable import SwiftUIModel
import Testing

/// iOS 13's `Font.system` forms (reached by their whole names: iOS 16's win a plain call) make the
/// font iOS 16's make.
struct FontSystemDeprecatedTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theOlderFormsMakeTheSameFont() {
        let byStyle: (Font.TextStyle, Font.Design) -> Font = Font.system(_:design:)
        #expect(byStyle(.headline, .default) == Font.system(.headline))
        #expect(byStyle(.body, .rounded) == Font.system(.body, design: .rounded))
        let bySize: (CGFloat, Font.Weight, Font.Design) -> Font = Font.system(size:weight:design:)
        #expect(bySize(20, .bold, .serif) == Font.system(size: 20, weight: .bold, design: .serif))
    }
}
