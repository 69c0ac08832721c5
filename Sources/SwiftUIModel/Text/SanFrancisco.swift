import Foundation

/// San Francisco's own numbers, as far as they are published (docs/FACTS.md, "Text metrics"): its
/// vertical metrics on iOS, Apple's tracking by point size, and the range of point sizes over which
/// its variable font moves from its Text to its Display optical size. The tables are generated
/// (`FontData/SanFrancisco+Generated.swift`, by `scripts/fonts/generate-font-metrics.py`).
enum SanFrancisco {
    /// A font's vertical metrics in font units.
    struct VerticalMetrics: Sendable {
        let unitsPerEm: CGFloat
        let ascender: CGFloat
        /// Below the baseline, positive.
        let descender: CGFloat
        let lineGap: CGFloat
        let capHeight: CGFloat
        let xHeight: CGFloat

        /// One line's height at a size in points, not rounded: ascender + descender + line gap
        /// (UIFont's `lineHeight`; 20.287109375 at 17 points).
        func lineHeight(at size: CGFloat) -> CGFloat { (ascender + descender + lineGap) / unitsPerEm * size }
        func ascender(at size: CGFloat) -> CGFloat { ascender / unitsPerEm * size }
        func descender(at size: CGFloat) -> CGFloat { descender / unitsPerEm * size }
        func leading(at size: CGFloat) -> CGFloat { lineGap / unitsPerEm * size }
        func capHeight(at size: CGFloat) -> CGFloat { capHeight / unitsPerEm * size }
    }

    /// Tracking by whole point size from `firstSize`, in 1/1000 em. A fractional size takes the
    /// whole size below it (as the table's transcription applies it); sizes below the first take
    /// the first, sizes above the last the last.
    struct TrackingTable: Sendable {
        let firstSize: Int
        let perMille: [Int]

        func points(at size: CGFloat) -> CGFloat {
            let index = min(max(Int(size.rounded(.down)) - firstSize, 0), perMille.count - 1)
            return CGFloat(perMille[index]) / 1000 * size
        }
    }

    /// Every system design is measured with SF Pro's vertical metrics: no source gives SF Mono's,
    /// SF Pro Rounded's or New York's (nor those of a custom font the model does not have).
    static let metrics = iOS

    /// The tracking a font's design gets by default, in points per character. The system fonts
    /// carry "a pre defined tracking table that map each font size to the correct tracking",
    /// applied by `systemFont(ofSize:)`, `preferredFont(forTextStyle:)` and
    /// `CTFontCreateUIFontForLanguage` (WWDC20 "The details of UI typography"); SwiftUI's text is
    /// measured with it: "Hello SwiftUI" is 98 points wide in body text on iOS 16 and 17
    /// (getsentry/sentry-cocoa's SwiftUI frames), Inter's 103.57 less 13 × 0.442. It is added
    /// after every character, the last one too (the iOS advances harvested on iOS 26.1 carry it,
    /// and a line's width is their sum). SF Pro Rounded is measured with SF Pro's advances, so it
    /// takes SF Pro's table; SF Mono has no published table (none).
    static func tracking(size: CGFloat, design: Font.Design?) -> CGFloat {
        switch design ?? .default {
        case .default, .rounded: return sfProTracking.points(at: size)
        case .serif: return newYorkTracking.points(at: size)
        case .monospaced: return 0
        }
    }

    /// SF Pro "doesn't have a hard breakpoint at 20pts … instead it varies smoothly between 17 and
    /// 28 points" (WWDC20 "The details of UI typography", wwdcnotes.com/notes/wwdc20/10175): the
    /// variable font's optical size.
    static let opticalSizes: ClosedRange<CGFloat> = 17...28

    /// How far a size is from the Text optical size (0) to the Display one (1). The model blends
    /// the advances of its Text and Display faces by it: "Hello SwiftUI" at 20 points is then
    /// 112.08 points wide where SwiftUI measured 112.67 (getsentry/sentry-cocoa, iOS 16 and 17);
    /// switching at 20 points gave 102.
    static func displayBlend(size: CGFloat) -> CGFloat {
        min(max((size - opticalSizes.lowerBound) / (opticalSizes.upperBound - opticalSizes.lowerBound), 0), 1)
    }
}
