import Foundation
import SystemModel

/// A container that animates its content with keyframes (iOS 17's `KeyframeAnimator`). Its
/// content is built again every frame while the keyframes play (60 a second on the run's clock:
/// no source for the display's rate), with the value at that time, as SwiftUI calls it each frame;
/// without a trigger it plays from the start and repeats (by default); with one, it plays once
/// each time the trigger changes.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct KeyframeAnimator<Value, KeyframePath, Content>: View where Value == KeyframePath.Value, KeyframePath: Keyframes, Content: View {
    public typealias Body = Never
    let initialValue: Value
    let trigger: Any?
    let hasTrigger: Bool
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        hasTrigger = false
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = trigger
        hasTrigger = true
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }
}

/// A keyframe animator's run, kept by its node.
final class KeyframeRun {
    var start: Double?
    var trigger: Any?
    var started = false
    var token: SimulatedClock.Token?
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension KeyframeAnimator: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let run = context.node.storage["keyframes"] as? KeyframeRun ?? KeyframeRun()
        context.node.storage["keyframes"] = run
        if !run.started {
            run.started = true
            run.trigger = trigger
            if !hasTrigger { run.start = ModelClock.current.seconds }
        } else if hasTrigger, !equalValues(run.trigger, trigger) {
            run.trigger = trigger
            run.start = ModelClock.current.seconds
        }
        var value = initialValue
        if let start = run.start {
            let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
            var elapsed = ModelClock.current.seconds - start
            let duration = timeline.duration
            if repeating, duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: duration) }
            if elapsed < duration || repeating {
                value = timeline.value(time: elapsed)
                scheduleFrame(context.node, run)
            } else {
                // Played to the end: it rests at its last value... and a triggered one returns
                // to its initial value for the next trigger (Apple: the value is the initial
                // value when the animation is not running).
                run.start = nil
            }
        }
        return [ChildView(identity: .index(0), view: content(value))]
    }

    private func scheduleFrame(_ node: ViewNode, _ run: KeyframeRun) {
        if let token = run.token { ModelClock.current.cancel(token) }
        run.token = ModelClock.current.schedule(after: .seconds(1.0 / 60)) { [weak node] in
            ModelClock.onMain {
                guard let node, node.graph != nil else { return }
                node.invalidate()
            }
        }
    }

    func didBuild(_ node: ViewNode) { node.isInvalidated = false }
}

extension View {
    /// Apple's signature but for `@Sendable` on `content`: Apple's modifiers are `nonisolated`,
    /// the model's are main-actor isolated, so a `@Sendable` closure could not call them
    /// (`content.frame(width:)` would not compile). Listed in known-differences.tsv.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let view = self
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(PlaceholderContentView(content: view), $0) },
                                keyframes: keyframes)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let view = self
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(PlaceholderContentView(content: view), $0) },
                                keyframes: keyframes)
    }
}
