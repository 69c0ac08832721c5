import CourseCheckProtocol
import Foundation
import SystemModel

/// The touch steps: taps, presses, drags and pinches delivered to gestures (`TouchInput`).
/// A drag or a press runs on the run's clock: its touches come at 60 per second (a 60 Hz
/// display's frame rate; no source for the rate SwiftUI delivers gesture values at), the clock
/// advancing between them, so animations, timers and sleeps move with it. A moving touch reaches
/// its end, then lifts there.
extension HostSession {
    /// Touches a second.
    static let touchRate = 60.0
    /// Two fingers of a pinch start this far either side of the centre (no source: a comfortable spread).
    static let pinchHalfSpread = 50.0

    func touch(_ step: RunPlan.Step) async {
        guard let graph else { problems.append("nothing is on screen for \(step.description)"); return }
        let laidOut = layOut(graph)
        let target: RunPlan.TouchTarget
        switch step {
        case .touchTap(let t, _), .longPress(let t, _), .drag(let t, _, _, _, _), .pinch(let t, _), .rotate(let t, _): target = t
        default: return
        }
        guard let point = locate(target, laidOut) else { return }
        guard let path = TouchInput.hitTest(point, in: laidOut.frontRoots) else {
            problems.append("nothing takes touches at \(ReportNumber.format(Double(point.x))),\(ReportNumber.format(Double(point.y)))")
            return
        }
        let input = TouchInput(path: path)
        if input.isEmpty {
            problems.append("no gesture or button under \(target) (touched: \(path.last!.kind))")
            return
        }
        let start = SimulatedClock.shared.seconds
        var events: [TouchEvent] = []
        switch step {
        case .touchTap(_, let count):
            for _ in 0..<count {
                events.append(TouchEvent(phase: .began, locations: [point], time: start))
                events.append(TouchEvent(phase: .ended, locations: [point], time: start))
            }
        case .longPress(_, let seconds):
            events.append(TouchEvent(phase: .began, locations: [point], time: start))
            for time in Self.ticks(over: seconds) { events.append(TouchEvent(phase: .stationary, locations: [point], time: start + time)) }
            events.append(TouchEvent(phase: .ended, locations: [point], time: start + seconds))
        case .drag(_, let dx, let dy, let seconds, let hold):
            events.append(TouchEvent(phase: .began, locations: [point], time: start))
            if hold > 0 {
                for time in Self.ticks(over: hold) { events.append(TouchEvent(phase: .stationary, locations: [point], time: start + time)) }
                events.append(TouchEvent(phase: .stationary, locations: [point], time: start + hold))
            }
            for time in Self.ticks(over: seconds) + [seconds] {
                let fraction = time / seconds
                events.append(TouchEvent(phase: .moved, locations: [CGPoint(x: point.x + dx * fraction, y: point.y + dy * fraction)], time: start + hold + time))
            }
            events.append(TouchEvent(phase: .ended, locations: [CGPoint(x: point.x + dx, y: point.y + dy)], time: start + hold + seconds))
        case .pinch(_, let scale):
            let seconds = GesturePinch.seconds
            func fingers(_ spread: Double) -> [CGPoint] {
                [CGPoint(x: point.x - spread, y: point.y), CGPoint(x: point.x + spread, y: point.y)]
            }
            events.append(TouchEvent(phase: .began, locations: fingers(Self.pinchHalfSpread), time: start))
            for time in Self.ticks(over: seconds) + [seconds] {
                let spread = Self.pinchHalfSpread * (1 + (scale - 1) * time / seconds)
                events.append(TouchEvent(phase: .moved, locations: fingers(spread), time: start + time))
            }
            events.append(TouchEvent(phase: .ended, locations: fingers(Self.pinchHalfSpread * scale), time: start + seconds))
        case .rotate(_, let degrees):
            let seconds = GesturePinch.seconds
            func fingers(_ angle: Double) -> [CGPoint] {
                let dx = Self.pinchHalfSpread * cos(angle), dy = Self.pinchHalfSpread * sin(angle)
                return [CGPoint(x: point.x - dx, y: point.y - dy), CGPoint(x: point.x + dx, y: point.y + dy)]
            }
            let turn = degrees * Double.pi / 180
            events.append(TouchEvent(phase: .began, locations: fingers(0), time: start))
            for time in Self.ticks(over: seconds) + [seconds] {
                events.append(TouchEvent(phase: .moved, locations: fingers(turn * time / seconds), time: start + time))
            }
            events.append(TouchEvent(phase: .ended, locations: fingers(turn), time: start + seconds))
        default:
            return
        }
        for (index, event) in events.enumerated() {
            let ahead = event.time - SimulatedClock.shared.seconds
            if ahead > 1e-9 { await advanceClock(by: .seconds(ahead)) }
            input.send(event)
            // The lift, the end callbacks and the state resets are one update.
            if index < events.count - 1 { graph.update() }
        }
        input.finish()
        graph.update()
    }

    /// The times of the touches after the first, up to (not including) the end.
    static func ticks(over seconds: Double) -> [Double] {
        let count = Int((seconds * touchRate).rounded(.down))
        return (1...max(count, 1)).map { Double($0) / touchRate }.filter { $0 < seconds - 1e-9 }
    }

    /// Where a target is: a point, or the centre of the view titled or reading `title`.
    private func locate(_ target: RunPlan.TouchTarget, _ laidOut: LaidOutScreen) -> CGPoint? {
        switch target {
        case .point(let x, let y): return CGPoint(x: x, y: y)
        case .view(let title):
            guard let node = touchableView(titled: title, in: laidOut) else {
                let names = laidOut.interactive().filter { !$0.node.touch.gestures.isEmpty || $0.node.touch.tapAction != nil }
                    .compactMap { $0.node.accessibility.label ?? $0.node.content }
                problems.append("no view titled \"\(title)\" on screen to touch; views with gestures or buttons: \(names.joined(separator: ", "))")
                return nil
            }
            return CGPoint(x: node.frame.midX, y: node.frame.midY)
        }
    }

    /// The first view in the front layer whose title or text is `title`: its accessibility
    /// label, or its content (`Text "Card"`).
    func touchableView(titled title: String, in laidOut: LaidOutScreen) -> DisplayNode? {
        let quotedTitle = ReportQuoting.quote(title)
        return laidOut.interactive().first {
            $0.node.accessibility.label == title || $0.node.accessibility.editedLabel == title || $0.node.content == quotedTitle
        }?.node
    }

    /// `tap "Title"` on a view that is not a button: a touch at its centre, if a gesture hears it.
    func tapView(_ title: String, _ laidOut: LaidOutScreen) -> Bool {
        guard let node = touchableView(titled: title, in: laidOut) else { return false }
        return tapCentre(of: node, laidOut)
    }

    /// One touch at the centre of `node`: true if a gesture or a button heard it.
    func tapCentre(of node: DisplayNode, _ laidOut: LaidOutScreen) -> Bool {
        guard let graph, let path = TouchInput.hitTest(CGPoint(x: node.frame.midX, y: node.frame.midY), in: laidOut.frontRoots) else { return false }
        let input = TouchInput(path: path)
        guard !input.isEmpty else { return false }
        let point = CGPoint(x: node.frame.midX, y: node.frame.midY), now = SimulatedClock.shared.seconds
        input.send(TouchEvent(phase: .began, locations: [point], time: now))
        input.send(TouchEvent(phase: .ended, locations: [point], time: now))
        input.finish()
        graph.update()
        return true
    }
}

/// A pinch's or a rotation's length (no source: about a third of a second).
enum GesturePinch {
    static let seconds = 0.3
}
