@testable import CombineModel
import Foundation
import Testing

/// Follows OpenCombine's PublisherTests/EncodeTests.swift (with JSONEncoder and JSONDecoder).
@Suite("encode, decode")
struct CodingTests {
    /// OpenCombine: EncodeTests.testEncodingSuccess, testDecodingSuccess
    @Test func roundTrip() throws {
        let subject = PassthroughSubject<[String: String], Error>()
        let tracker = Tracker<[String: String], Error>(.unlimited)
        subject.encode(encoder: JSONEncoder()).decode(type: [String: String].self, decoder: JSONDecoder()).subscribe(tracker)
        subject.send(["test": "test1"])
        subject.send(completion: .finished)
        subject.send(["test": "test2"])
        #expect(tracker.history == [E.sub("Decode"), E.val(["test": "test1"]), E.finished])
    }

    /// OpenCombine: EncodeTests.testEncodingFailure, testDecodingFailure (the upstream is cancelled,
    /// then the failure sent)
    @Test func decodingFails() {
        let harness = Harness<Data, TestError, Int, Error>(initial: .unlimited) { $0.decode(type: Int.self, decoder: JSONDecoder()) }
        var upstreamAtFailure: [String] = []
        harness.tracker.onCompletion = { _ in upstreamAtFailure = harness.upstream }
        #expect(harness.send(Data("not json".utf8)) == .none)
        #expect(harness.send(Data("2".utf8)) == .none)
        #expect(harness.history.count == 2 && harness.history[1].hasPrefix("failure("))
        #expect(upstreamAtFailure == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: EncodeTests.testEncodeDemand, testDecodeDemand,
    /// testEncodeCancellingSubscriptionPreventsDeliveringToDownstream, testEncodeCompletionReleasesUpstreamSubscription,
    /// testEncodeReceiveValueBeforeSubscription, testEncodeReceiveCompletionBeforeSubscription,
    /// testEncodeCancelBeforeSubscription
    @Test func encodeStates() {
        let harness = Harness<Int, TestError, Data, Error>(initial: .max(37), onValue: .max(2)) { $0.encode(encoder: JSONEncoder()) }
        #expect(harness.send(37) == .max(2))
        harness.downstream.cancel()
        #expect(harness.send(42) == .none)
        #expect(harness.upstream == [E.req(.max(37)), E.cancelled])
        let finished = Harness<Int, TestError, Data, Error>(initial: nil) { $0.encode(encoder: JSONEncoder()) }
        finished.finish()
        finished.finish()
        finished.downstream.request(.max(1))
        #expect(finished.history == [E.sub("Encode"), E.finished])
        #expect(finished.upstream == [])
        let late = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Data, Error>(onValue: { _ in .max(42) })
        late.encode(encoder: JSONEncoder()).subscribe(tracker)
        #expect(late.send(1) == .max(42))
        late.send(completion: .finished)
        #expect(tracker.history == [E.val("1 bytes"), E.finished])
        #expect(historyAfterCancellingBeforeSubscription { $0.encode(encoder: JSONEncoder()) } == [])
    }
}
