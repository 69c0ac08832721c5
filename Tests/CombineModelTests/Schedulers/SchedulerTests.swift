@testable import CombineModel
import Foundation
import Testing

/// Follows OpenCombine's ImmediateSchedulerTests.swift and DispatchTests/DispatchQueueSchedulerTests.swift
/// (the time type's arithmetic; the model's DispatchQueue and RunLoop schedule on the run's
/// simulated clock, which SystemModelTests and the scenarios check).
@Suite("Schedulers")
struct SchedulerTests {
    typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride

    /// OpenCombine: ImmediateSchedulerTests.testSchedulerTimeType
    @Test func immediateTime() throws {
        let now = ImmediateScheduler.shared.now
        #expect(now == ImmediateScheduler.shared.now)
        #expect(now == now.advanced(by: 100))
        #expect(now.distance(to: now.advanced(by: -1)) == 0)
        #expect(Stride(14) == 14 && Stride(-4) == -4)
        #expect(Stride(14) == 14.6 && Stride(-4) == -4.1)
        #expect(Stride(1) < Stride(2) && Stride(-10) < Stride(2))
        #expect(Stride(-4) * Stride(5) == Stride(-20) && Stride(-4) + Stride(5) == Stride(1) && Stride(-4) - Stride(5) == Stride(-9))
        var stride = Stride(-4)
        stride += Stride(5)
        stride -= Stride(-10)
        stride *= 2
        #expect(stride == 22)
        #expect(Stride.seconds(1.2) == 0 && Stride.seconds(1100) == 0 && Stride.milliseconds(123) == 0)
        #expect(Stride.microseconds(51) == 0 && Stride.nanoseconds(23) == 0)
        let encoded = try JSONEncoder().encode(["value": Stride(-42)])
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"value":{"magnitude":-42}}"#)
        #expect(try JSONDecoder().decode([String: Stride].self, from: encoded)["value"] == -42)
        #expect(ImmediateScheduler.shared.minimumTolerance == 0)
    }

    /// OpenCombine: ImmediateSchedulerTests.testActions
    @Test func immediateActions() {
        var fired = 0
        ImmediateScheduler.shared.schedule { fired += 1 }
        ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now) { fired += 1 }
        let cancellable = ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now, interval: 10) { fired += 1 }
        #expect(fired == 3)
        #expect("\(cancellable)" == "Empty")
    }

    typealias DispatchTimeType = DispatchQueue.SchedulerTimeType

    /// OpenCombine: DispatchQueueSchedulerTests.testSchedulerTimeTypeDistance, testSchedulerTimeTypeAdvanced,
    /// testSchedulerTimeTypeEquatable (ordinary times)
    @Test func dispatchTime() {
        let time1 = DispatchTimeType(DispatchTime(uptimeNanoseconds: 10000))
        let time2 = DispatchTimeType(DispatchTime(uptimeNanoseconds: 10431))
        #expect(time1.distance(to: time2) == .nanoseconds(431))
        #expect(time2.distance(to: time1) == .nanoseconds(-431))
        #expect(time1.advanced(by: .nanoseconds(431)) == time2)
        #expect(time1.advanced(by: .nanoseconds(-220)) == DispatchTimeType(DispatchTime(uptimeNanoseconds: 9780)))
        #expect(time1 == DispatchTimeType(DispatchTime(uptimeNanoseconds: 10000)))
        #expect(time1 != time2)
        #expect(DispatchTimeType.Stride.seconds(2) == .milliseconds(2000))
        #expect(DispatchTimeType.Stride(.microseconds(3)) == .nanoseconds(3000))
    }
}
