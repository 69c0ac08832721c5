// AVKit's SwiftUI video player as far as a file that imports it compiles, with Apple's
// signatures (iOS 26.2 SDK's _AVKit_SwiftUI.swiftinterface; AVPlayer from AVFoundation's headers,
// which AVKit re-exports). Playback is not modelled: each use reports itself.
import Foundation
import SwiftUIModel

/// A player of one item (AVFoundation's `AVPlayer`): not modelled; it never plays.
open class AVPlayer {
    public init() {}
    public init(url URL: URL) {}
    open func play() {
        ModelProblems.notModelled("AVPlayer.play()", "nothing plays")
    }
    open func pause() {
        ModelProblems.notModelled("AVPlayer.pause()", "nothing plays")
    }
}

/// A view that shows a player's video with the system's controls (iOS 14's `VideoPlayer`).
@MainActor @preconcurrency
public struct VideoPlayer<VideoOverlay>: View where VideoOverlay: View {
    let overlay: VideoOverlay

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @MainActor @preconcurrency public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        overlay = videoOverlay()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View {
        ModelProblems.notModelled("VideoPlayer", "no video is shown: its overlay over an empty frame of the size it is offered")
        return overlay.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @MainActor @preconcurrency public init(player: AVPlayer?) {
        overlay = EmptyView()
    }
}
