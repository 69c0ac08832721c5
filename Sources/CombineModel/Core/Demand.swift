extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    /// Arithmetic saturates as Apple's does: a sum that overflows is unlimited, a difference that
    /// overflows is none, and unlimited absorbs every addition and subtraction.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count, or `UInt(Int.max) + 1` for unlimited.
        let rawValue: UInt
        private static let unlimitedRawValue = UInt(Int.max) + 1

        init(rawValue: UInt) { self.rawValue = Swift.min(Demand.unlimitedRawValue, rawValue) }

        public static let unlimited = Demand(rawValue: unlimitedRawValue)
        public static let none = Demand(rawValue: 0)

        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        private var count: Int? { self == .unlimited ? nil : Int(rawValue) }

        /// The number of requested values, nil when unlimited.
        public var max: Int? { count }

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let b = rhs.count else { return .unlimited }
            return lhs + b
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(rhs)
            return overflow ? .unlimited : .max(Swift.max(sum, 0))
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard lhs.count != nil else { return .unlimited }
            guard let b = rhs.count else { return .none }
            return lhs - b
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            let (difference, overflow) = a.subtractingReportingOverflow(rhs)
            return overflow ? .none : .max(Swift.max(difference, 0))
        }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : .max(Swift.max(product, 0))
        }
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func <= (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue <= rhs.rawValue }
        public static func > (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue > rhs.rawValue }
        public static func >= (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue >= rhs.rawValue }

        // Against a number: unlimited is greater than every number.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs < $0 } ?? true }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs <= $0 } ?? true }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs > $0 } ?? false }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs >= $0 } ?? false }

        /// Encoded as one unsigned number, unlimited as `Int.max + 1`; a larger number decodes as
        /// unlimited and a negative one fails.
        public init(from decoder: Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
