import Foundation
@testable import SwiftUIModel
import Testing

/// San Francisco's published numbers (`Text/SanFrancisco.swift`, `FontData/SanFrancisco+Generated.swift`).
@Suite @MainActor struct SanFranciscoTests {
    /// SF's optical size moves from Text to Display "smoothly between 17 and 28 points" (WWDC20):
    /// at 20 points the advances are 3/11 of the way from Inter's to Inter Display's.
    @Test func betweenSeventeenAndTwentyEightPointsTheFacesAreBlended() {
        let text = CGFloat(2084) / 2816, display = CGFloat(1364) / 2048
        let twenty = FontFaces.face(weight: .regular, design: nil, size: 20).advance(of: "H")!
        #expect(abs(twenty - (text + (display - text) * 3 / 11)) < 1e-9)
        #expect(FontFaces.face(weight: .regular, design: nil, size: 20).data.name == "Inter-Regular")
        #expect(FontFaces.face(weight: .regular, design: nil, size: 23).data.name == "InterDisplay-Regular")
        #expect(SanFrancisco.displayBlend(size: 11) == 0 && SanFrancisco.displayBlend(size: 40) == 1)
    }

    /// Apple's tracking table for SF Pro, in 1/1000 em by point size (the HIG's "Tracking values"):
    /// 17 pt −26, 12 pt 0, 20 pt −23, 28 pt +14, 34 pt +12, 80 pt and up 0.
    @Test func trackingFollowsApplesTableBySize() {
        #expect(abs(SanFrancisco.tracking(size: 17, design: nil) - -0.442) < 1e-9)
        #expect(SanFrancisco.tracking(size: 12, design: nil) == 0)
        #expect(abs(SanFrancisco.tracking(size: 20, design: nil) - -0.46) < 1e-9)
        #expect(abs(SanFrancisco.tracking(size: 28, design: .rounded) - 0.392) < 1e-9)
        #expect(abs(SanFrancisco.tracking(size: 34, design: nil) - 0.408) < 1e-9)
        #expect(SanFrancisco.tracking(size: 120, design: nil) == 0)
        #expect(abs(SanFrancisco.tracking(size: 17.5, design: nil) - -0.455) < 1e-9)  // the whole size below
        #expect(abs(SanFrancisco.tracking(size: 17, design: .serif) - -0.068) < 1e-9)  // New York's table
        #expect(SanFrancisco.tracking(size: 17, design: .monospaced) == 0)  // no table published
    }

    /// UIFont's metrics of the system font on iOS: ascender 16.1865234375, descender 4.1005859375,
    /// no leading, line height 20.287109375 at 17 points (1950, 494 and 0 of 2048 units).
    @Test func aLineIsTheAscenderDescenderAndLineGap() {
        let metrics = SanFrancisco.metrics
        #expect(metrics.ascender(at: 17) == 16.1865234375)
        #expect(metrics.descender(at: 17) == 4.1005859375)
        #expect(metrics.leading(at: 17) == 0)
        #expect(metrics.lineHeight(at: 17) == 20.287109375)
        #expect(metrics.capHeight(at: 17) == 11.97802734375)
        // capsize's macOS system font, kept for comparison, gives a shorter line.
        #expect(abs(SanFrancisco.capsizeAppleSystem.lineHeight(at: 17) - 20.02) < 0.01)
    }
}
