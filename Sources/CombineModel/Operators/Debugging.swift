import Foundation

extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur
    /// ("HandleEvents").
    ///
    /// As OpenCombine's HandleEventsTests record Apple's: values and completions always pass on,
    /// while the closures run only until the subscription ends (the completion closure once); the
    /// demand the downstream returns for a value is reported as a request; a request made before
    /// the upstream's subscription arrives is kept for it.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((Subscription) -> Void)?
        public var receiveOutput: ((Upstream.Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
                    receiveOutput: ((Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsInner(subscriber, events: self))
        }
    }

    /// A publisher that prints log messages for all publishing events, optionally prefixed with a
    /// given string ("Print"; the lines as OpenCombine's PrintTests record Apple's).
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let prefix: String
        public let upstream: Upstream
        public let stream: TextOutputStream?

        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(PrintInner(subscriber, prefix: prefix, stream: stream))
        }
    }

    /// A publisher that raises a debugger signal when a provided closure needs to stop the
    /// process in the debugger. It hands the downstream the upstream's own subscription.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let receiveSubscription: ((Subscription) -> Bool)?
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        public init(upstream: Upstream, receiveSubscription: ((Subscription) -> Bool)? = nil,
                    receiveOutput: ((Upstream.Output) -> Bool)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(BreakpointInner(subscriber, breakpoint: self))
        }
    }

    /// A publisher that raises a fatal error upon receiving any failure, and otherwise republishes
    /// all received input. It hands the downstream the upstream's own subscription.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let prefix: String
        public let file: StaticString
        public let line: UInt

        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let (prefix, file, line) = (self.prefix, self.file, self.line)
            upstream.subscribe(PassThroughInner<Output, Upstream.Failure, S>(subscriber, transform: { $0 }, mapCompletion: { completion in
                guard case .failure(let error) = completion else { return .finished }
                fatalError(prefix.isEmpty ? "\(error)" : "\(prefix) \(error)", file: file, line: line)
            }))
        }
    }
}

final class HandleEventsInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let lock = NSLock()
    private let downstream: Downstream
    private var events: Publishers.HandleEvents<Upstream>?
    private var status = SubscriptionStatus.awaitingSubscription
    private var pendingDemand = Subscribers.Demand.none

    init(_ downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
        self.downstream = downstream
        self.events = events
    }

    var description: String { "HandleEvents" }

    private var handlers: Publishers.HandleEvents<Upstream>? { lock.withLock { events } }

    func receive(subscription: Subscription) {
        handlers?.receiveSubscription?(subscription)
        let (accept, pending) = lock.withLock { () -> (Bool?, Subscribers.Demand) in
            switch status {
            case .awaitingSubscription:
                status = .subscribed(subscription)
                defer { pendingDemand = .none }
                return (true, pendingDemand)
            case .subscribed: return (false, .none)
            case .terminal: return (nil, .none)
            }
        }
        switch accept {
        case true?:
            downstream.receive(subscription: self)
            if pending > 0 { subscription.request(pending) }
        case false?: subscription.cancel()
        case nil: break
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let live = handlers
        live?.receiveOutput?(input)
        let demand = downstream.receive(input)
        if demand > 0 { live?.receiveRequest?(demand) }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { () -> Publishers.HandleEvents<Upstream>? in
            guard !status.isTerminal else { return nil }
            status = .terminal
            defer { events = nil }
            return events
        }
        live?.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let (live, upstream) = lock.withLock { () -> (Publishers.HandleEvents<Upstream>?, Subscription?) in
            guard !status.isTerminal else { return (nil, nil) }
            if status.isAwaiting { pendingDemand += demand }
            return (events, status.subscription)
        }
        live?.receiveRequest?(demand)
        upstream?.request(demand)
    }

    func cancel() {
        let (live, upstream) = lock.withLock { () -> (Publishers.HandleEvents<Upstream>?, Subscription?) in
            switch status {
            case .awaitingSubscription: return (events, nil)
            case .subscribed(let subscription):
                status = .terminal
                defer { events = nil }
                return (events, subscription)
            case .terminal: return (nil, nil)
            }
        }
        live?.receiveCancel?()
        upstream?.cancel()
    }
}

final class PrintInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private let prefix: String
    private var stream: TextOutputStream?
    private var status = SubscriptionStatus.awaitingSubscription

    init(_ downstream: Downstream, prefix: String, stream: TextOutputStream?) {
        self.downstream = downstream
        self.prefix = prefix.isEmpty ? "" : "\(prefix): "
        self.stream = stream
    }

    var description: String { "Print" }

    private func log(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        stream = printLine(prefix + message, to: stream)
    }

    private static func describe(_ demand: Subscribers.Demand) -> String {
        demand.max.map { "max: (\($0))" } ?? "unlimited"
    }

    func receive(subscription: Subscription) {
        log("receive subscription: (\(subscription))")
        let accept = lock.withLock { status.take(subscription) }
        if accept { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        log("receive value: (\(input))")
        let demand = downstream.receive(input)
        if demand > 0 { log("request \(Self.describe(demand)) (synchronous)") }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: log("receive finished")
        case .failure(let error): log("receive error: (\(error))")
        }
        lock.withLock { if status.subscription != nil { status = .terminal } }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        log("request \(Self.describe(demand))")
        lock.withLock { status.subscription }?.request(demand)
    }

    func cancel() {
        log("receive cancel")
        let upstream = lock.withLock { () -> Subscription? in
            guard let subscription = status.subscription else { return nil }
            status = .terminal
            return subscription
        }
        upstream?.cancel()
    }
}

final class BreakpointInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let downstream: Downstream
    private let breakpoint: Publishers.Breakpoint<Upstream>

    init(_ downstream: Downstream, breakpoint: Publishers.Breakpoint<Upstream>) {
        self.downstream = downstream
        self.breakpoint = breakpoint
    }

    /// Stops the process as a debugger breakpoint does (SIGTRAP), which without a debugger ends it.
    private func stop(if shouldStop: Bool?) {
        if shouldStop == true { raise(SIGTRAP) }
    }

    func receive(subscription: Subscription) {
        stop(if: breakpoint.receiveSubscription?(subscription))
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        stop(if: breakpoint.receiveOutput?(input))
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        stop(if: breakpoint.receiveCompletion?(completion))
        downstream.receive(completion: completion)
    }
}

extension Publisher {
    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }

    public func breakpoint(receiveSubscription: ((Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
                           receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                              receiveCompletion: receiveCompletion)
    }

    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { if case .failure = $0 { return true }; return false })
    }

    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}

/// Prints a line to `stream` as `print(_:to:)` writes it (an empty separator, the line, the
/// terminator), or to standard output when there is none; returns the stream as it is after
/// writing.
func printLine(_ line: String, to stream: TextOutputStream?) -> TextOutputStream? {
    guard var target = stream else {
        Swift.print(line)
        return nil
    }
    target.write("")
    target.write(line)
    target.write("\n")
    return target
}
