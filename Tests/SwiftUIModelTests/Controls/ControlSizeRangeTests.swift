@testable import SwiftUIModel
import Testing

/// `controlSize(_:)` with a range (iOS 26): the size around is kept within the range, and sizes
/// are ordered from `mini` to `extraLarge`.
@Suite("controlSize(_:) with a range") @MainActor
struct ControlSizeRangeTests {
    struct Shows: View {
        @Environment(\.controlSize) var size
        var body: some View { Text(verbatim: "\(size)") }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func sizesAreOrderedFromMiniToExtraLarge() {
        #expect(ControlSize.mini < .small && ControlSize.small < .regular && ControlSize.regular < .large && ControlSize.large < .extraLarge)
        #expect(!(ControlSize.large < .regular))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theSizeAroundIsKeptWithinTheRange() {
        #expect(plainTexts(mount(Shows().controlSize(.large...))) == ["large"])
        #expect(plainTexts(mount(Shows().controlSize(.large...).controlSize(.mini))) == ["large"])
        #expect(plainTexts(mount(Shows().controlSize(.mini ... .small))) == ["small"])
        #expect(plainTexts(mount(Shows().controlSize(.mini ... .large))) == ["regular"])
        #expect(plainTexts(mount(Shows().controlSize(..<ControlSize.regular).controlSize(.extraLarge))) == ["small"])
    }
}
