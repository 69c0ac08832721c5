@testable import CombineModel
import Foundation
import Testing

/// Follows OpenCombine's SubscribersTests/SubscribersDemandTests.swift and
/// SubscribersTests/CompletionTests.swift (commit in Support/Tracking.swift).
@Suite("Demand and completion")
struct DemandTests {
    /// OpenCombine: SubscribersDemandTests.testAddition
    @Test func addition() {
        #expect(Subscribers.Demand.max(42) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.unlimited + .unlimited == .unlimited)
        #expect(Subscribers.Demand.unlimited + .max(42) == .unlimited)
        #expect(Subscribers.Demand.max(100) + .max(42) == .max(142))
        #expect(Subscribers.Demand.max(81) + 42 == .max(123))
        #expect(Subscribers.Demand.unlimited + 42 == .unlimited)
        var demand = Subscribers.Demand.none
        demand += .max(1)
        #expect(demand == .max(1))
        demand += 21
        #expect(demand == .max(22))
        demand += .unlimited
        #expect(demand == .unlimited)
        demand += Int.min
        #expect(demand == .unlimited)
        demand = .max(Int.max)
        #expect(demand + 10 == .unlimited)
        demand += 10
        #expect(demand == .unlimited)
    }

    /// OpenCombine: SubscribersDemandTests.testSubtraction
    @Test func subtraction() {
        #expect(Subscribers.Demand.max(42) - .unlimited == .max(0))
        #expect(Subscribers.Demand.unlimited - .unlimited == .unlimited)
        #expect(Subscribers.Demand.unlimited - .max(42) == .unlimited)
        #expect(Subscribers.Demand.max(100) - .max(42) == .max(58))
        #expect(Subscribers.Demand.max(81) - 42 == .max(39))
        #expect(Subscribers.Demand.unlimited - 42 == .unlimited)
        var demand = Subscribers.Demand.max(100)
        demand -= .max(1)
        #expect(demand == .max(99))
        demand -= 21
        #expect(demand == .max(78))
        demand -= .unlimited
        #expect(demand == .max(0))
        demand = .unlimited
        demand -= Int.max
        #expect(demand == .unlimited)
        demand -= .unlimited
        #expect(demand == .unlimited)
        demand = .max(Int.max)
        #expect(demand - (-1) == .none)
        demand -= -1
        #expect(demand == .none)
    }

    /// OpenCombine: SubscribersDemandTests.testMultiplication
    @Test func multiplication() {
        #expect(Subscribers.Demand.max(42) * 2 == .max(84))
        #expect(Subscribers.Demand.unlimited * Int.max == .unlimited)
        var demand = Subscribers.Demand.none
        demand *= 10
        #expect(demand == .none)
        demand = .max(20)
        demand *= 2
        #expect(demand == .max(40))
        demand = .max(Int.max)
        #expect(demand * 2 == .unlimited)
    }

    /// OpenCombine: SubscribersDemandTests.testComparison (a selection of its cases)
    @Test func comparison() {
        let unlimited = Subscribers.Demand.unlimited
        #expect(!(unlimited < unlimited) && !(unlimited > unlimited) && unlimited == unlimited)
        #expect(unlimited <= unlimited && unlimited >= unlimited)
        #expect(!(unlimited < .max(42)) && unlimited > .max(42) && unlimited != .max(42))
        #expect(!(unlimited < 42) && unlimited > 42 && unlimited != 42 && unlimited >= 42 && !(unlimited <= 42))
        #expect(42 < unlimited && !(42 > unlimited) && 42 != unlimited && 42 <= unlimited && !(42 >= unlimited))
        #expect(Subscribers.Demand.max(42) < .max(100) && Subscribers.Demand.max(42) < 100 && 42 < Subscribers.Demand.max(100))
        #expect(Subscribers.Demand.max(142) > .max(100) && Subscribers.Demand.max(142) > 100 && 142 > Subscribers.Demand.max(100))
        #expect(Subscribers.Demand.max(100) == 100 && 100 == Subscribers.Demand.max(100))
        #expect(Subscribers.Demand.max(100) <= 100 && Subscribers.Demand.max(100) >= 100)
    }

    /// OpenCombine: SubscribersDemandTests.testMax, testDescription
    @Test func maxAndDescription() {
        #expect(Subscribers.Demand.none.max == 0)
        #expect(Subscribers.Demand.max(42).max == 42)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.none.description == "max(0)")
        #expect(Subscribers.Demand.max(42).description == "max(42)")
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
    }

    private struct Wrapper: Codable, Equatable { let value: Subscribers.Demand }

    /// OpenCombine: SubscribersDemandTests.testEncodeDecodeJSON
    @Test func encodesAsOneNumber() throws {
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        #expect(String(decoding: try encoder.encode(Wrapper(value: .max(42))), as: UTF8.self) == #"{"value":42}"#)
        #expect(String(decoding: try encoder.encode(Wrapper(value: .unlimited)), as: UTF8.self) == #"{"value":\#(UInt(Int.max) + 1)}"#)
        #expect(try decoder.decode(Wrapper.self, from: Data(#"{"value":42}"#.utf8)) == Wrapper(value: .max(42)))
        #expect(try decoder.decode(Wrapper.self, from: Data(#"{"value":\#(UInt(Int.max) + 1)}"#.utf8)) == Wrapper(value: .unlimited))
        #expect(throws: (any Error).self) { try decoder.decode(Wrapper.self, from: Data(#"{"value":-1}"#.utf8)) }
        #expect(try decoder.decode(Wrapper.self, from: Data(#"{"value":\#(UInt(Int.max) + 2)}"#.utf8)).value == .unlimited)
    }

    /// OpenCombine: CompletionTests.testDecodingFinished, testDecodingFailure, testEncodingFinished,
    /// testEncodingFailure (the keys `success` and `error`)
    @Test func completionCoding() throws {
        typealias Completion = Subscribers.Completion<TestError>
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Completion.self, from: Data(#"{"success":true}"#.utf8)) == .finished)
        #expect(try decoder.decode(Completion.self, from: Data(#"{"error":{"description":"oops"},"success":true}"#.utf8)) == .finished)
        #expect(try decoder.decode(Completion.self, from: Data(#"{"error":{"description":"oops"},"success":false}"#.utf8)) == .failure(.oops))
        #expect(throws: DecodingError.self) { try decoder.decode(Completion.self, from: Data(#"{"success":false}"#.utf8)) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Completion.finished), as: UTF8.self) == #"{"success":true}"#)
        #expect(String(decoding: try encoder.encode(Completion.failure(.oops)), as: UTF8.self) == #"{"error":{"description":"oops"},"success":false}"#)
    }
}
