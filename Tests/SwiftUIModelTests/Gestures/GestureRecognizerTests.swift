import Foundation
@testable import SwiftUIModel
import Testing

@MainActor
private func events(_ points: [(Double, Double)], from time: Double = 0, step: Double = 0.1) -> [TouchEvent] {
    points.enumerated().map { index, point in
        let phase: TouchEvent.Phase = index == 0 ? .began : index == points.count - 1 ? .ended : .moved
        return TouchEvent(phase: phase, locations: [CGPoint(x: point.0, y: point.1)], time: time + Double(index) * step)
    }
}

/// Feeds events to a recognizer and runs its callbacks, as the arbitration would for a winner.
@MainActor
private func run(_ recognizer: GestureRecognizer, _ events: [TouchEvent]) -> GesturePhase {
    for event in events {
        _ = recognizer.handle(event)
        recognizer.takeEffects().forEach { $0() }
    }
    let phase = recognizer.endInput()
    recognizer.takeEffects().forEach { $0() }
    recognizer.takeResets().forEach { $0() }
    return phase
}

@MainActor
struct GestureRecognizerTests {
    @Test func tapCountsTapsAndFailsWhenTheFingerMoves() {
        let log = EventLog()
        let double = makeRecognizer(TapGesture(count: 2).onEnded { log.record("double") })
        let tap = [TouchEvent(phase: .began, locations: [.zero], time: 0), TouchEvent(phase: .ended, locations: [.zero], time: 0)]
        #expect(run(double, tap).isFailed)
        #expect(log.take() == [])
        let again = makeRecognizer(TapGesture(count: 2).onEnded { log.record("double") })
        #expect(run(again, tap + tap).isEnded)
        #expect(log.take() == ["double"])
        let moved = makeRecognizer(TapGesture().onEnded { log.record("tap") })
        #expect(run(moved, events([(0, 0), (11, 0)])).isFailed)
    }

    @Test func anOptionalGestureIsItsGestureOrNone() {
        let log = EventLog()
        let tap = [TouchEvent(phase: .began, locations: [.zero], time: 0), TouchEvent(phase: .ended, locations: [.zero], time: 0)]
        let some: _EndedGesture<TapGesture>? = TapGesture().onEnded { log.record("tap") }
        #expect(run(makeRecognizer(some), tap).isEnded)
        #expect(log.take() == ["tap"])
        let none: _EndedGesture<TapGesture>? = nil
        #expect(run(makeRecognizer(none), tap).isFailed)
        #expect(log.take() == [])
        #expect(gestureName(none) == "nil")
        #expect(gestureName(Optional(TapGesture())) == gestureName(TapGesture()))
    }

    @Test func simultaneousValuesHashAsTheirPartsDo() {
        typealias Both = SimultaneousGesture<LongPressGesture, LongPressGesture>.Value
        let values: Set<Both> = [Both(first: true, second: nil), Both(first: true, second: nil), Both(first: nil, second: true)]
        #expect(values.count == 2)
    }

    @Test func dragStartsAfterItsMinimumDistanceAndReportsTotals() {
        let log = EventLog()
        let drag = makeRecognizer(DragGesture()
            .onChanged { log.record("changed \(Int($0.translation.width))") }
            .onEnded { log.record("ended \(Int($0.translation.width)) from \(Int($0.startLocation.x))") })
        drag.setFrame(CGRect(x: 100, y: 0, width: 50, height: 50))
        _ = run(drag, events([(100, 0), (105, 0), (115, 0), (130, 0)]))
        #expect(log.take() == ["changed 15", "ended 30 from 0"])
    }

    @Test func dragPredictsWhereAThrowEnds() {
        var value: DragGesture.Value?
        let drag = makeRecognizer(DragGesture(coordinateSpace: .global).onEnded { value = $0 })
        _ = run(drag, events([(0, 0), (50, 0), (100, 0)], step: 0.1))   // 500 points a second
        #expect(value?.velocity.width == 500)
        // 0.998 / (1 − 0.998) / 1000 = 0.499 s of travel at that speed.
        #expect(abs((value?.predictedEndTranslation.width ?? 0) - (100 + 500 * 0.499)) < 1e-6)
    }

    @Test func longPressNeedsItsMinimumDuration() {
        let short = makeRecognizer(LongPressGesture().onEnded { _ in })
        #expect(run(short, events([(0, 0), (0, 0)], step: 0.3)).isFailed)
        let log = EventLog()
        let long = makeRecognizer(LongPressGesture().onEnded { _ in log.record("pressed") })
        let held = [TouchEvent(phase: .began, locations: [.zero], time: 0), TouchEvent(phase: .stationary, locations: [.zero], time: 0.5)]
        #expect(run(long, held).isEnded)
        #expect(log.take() == ["pressed"])
    }

    @Test func sequenceRunsTheSecondAfterTheFirst() {
        let log = EventLog()
        let sequence = makeRecognizer(LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture()).onEnded { value in
            if case .second(true, let drag?) = value { log.record("dragged \(Int(drag.translation.width))") }
        })
        let touches = [TouchEvent(phase: .began, locations: [.zero], time: 0),
                       TouchEvent(phase: .stationary, locations: [.zero], time: 0.25),
                       TouchEvent(phase: .moved, locations: [CGPoint(x: 20, y: 0)], time: 0.3),
                       TouchEvent(phase: .ended, locations: [CGPoint(x: 40, y: 0)], time: 0.35)]
        #expect(run(sequence, touches).isEnded)
        #expect(log.take() == ["dragged 40"])
    }

    @Test func exclusiveFallsBackOnTheSecond() {
        let log = EventLog()
        let either = makeRecognizer(TapGesture(count: 2).onEnded { log.record("double") }
            .exclusively(before: TapGesture().onEnded { log.record("single") }))
        let tap = [TouchEvent(phase: .began, locations: [.zero], time: 0), TouchEvent(phase: .ended, locations: [.zero], time: 0)]
        #expect(run(either, tap).isEnded)
        #expect(log.take() == ["single"])
    }

    @Test func simultaneousGivesBothValues() {
        var last: SimultaneousGesture<DragGesture, LongPressGesture>.Value?
        let both = makeRecognizer(DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture()).onChanged { last = $0 })
        _ = both.handle(TouchEvent(phase: .began, locations: [.zero], time: 0))
        both.takeEffects().forEach { $0() }
        #expect(last?.first != nil && last?.second == true)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func magnifyReportsTheSpreadRatio() {
        var magnification: CGFloat = 0
        let pinch = makeRecognizer(MagnificationGesture().onEnded { magnification = $0 })
        let touches = [TouchEvent(phase: .began, locations: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)], time: 0),
                       TouchEvent(phase: .moved, locations: [CGPoint(x: -25, y: 0), CGPoint(x: 125, y: 0)], time: 0.1),
                       TouchEvent(phase: .ended, locations: [CGPoint(x: -50, y: 0), CGPoint(x: 150, y: 0)], time: 0.2)]
        #expect(run(pinch, touches).isEnded)
        #expect(magnification == 2)
    }
}
