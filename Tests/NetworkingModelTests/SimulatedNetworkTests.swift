import CourseCheckProtocol
import Foundation
@testable import NetworkingModel
import SystemModel
import Testing
@testable import UIKitModel

/// The simulated network: the answers a scenario's header declares, an unknown host for anything
/// else, a record of every request, answers that wait for the simulated clock, and the HTTP cache.
/// Each test has a network of its own (a run has the shared one, which other suites' hosts read),
/// except the one that goes through `URLSession`.
@Suite("The simulated network")
@MainActor
struct SimulatedNetworkTests {
    let network = SimulatedNetwork()

    func answering(_ routes: [RunPlan.NetworkRoute], _ body: () async throws -> Void) async rethrows {
        network.routes = routes
        try await body()
    }

    func get(_ url: String, _ policy: URLRequest.CachePolicy = .useProtocolCachePolicy) async throws -> (Data, URLResponse) {
        try await network.fetch(URLRequest(url: URL(string: url)!, cachePolicy: policy))
    }

    @Test func aDeclaredAnswerComesBackAndIsRecorded() async throws {
        try await answering([.init(url: "https://example.com/p.jpg", status: 200, body: .image(width: 40, height: 30))]) {
            let (data, response) = try await get("https://example.com/p.jpg")
            #expect(_ImageData.pixelSize(of: data).map { $0 == (40, 30) } == true)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(response.mimeType == "image/jpeg")
            #expect(network.takeLog() == [NetworkRequest(method: "GET", url: "https://example.com/p.jpg", outcome: "200 image 40x30")])
        }
    }

    @Test func anUndeclaredHostIsUnknown() async {
        await answering([]) {
            await #expect(throws: URLError(.cannotFindHost)) {
                _ = try await get("https://nowhere.example/x")
            }
            #expect(network.takeLog().map(\.outcome) == ["no answer: cannot find host"])
        }
    }

    @Test func aStatusAndAJSONBodyAreAnswered() async throws {
        try await answering([.init(url: "https://example.com/missing", status: 404, body: .none),
                             .init(url: "https://example.com/a.json", status: 200, body: .json("{\"a\":1}"))]) {
            let (_, missing) = try await get("https://example.com/missing")
            #expect((missing as? HTTPURLResponse)?.statusCode == 404)
            let (json, response) = try await get("https://example.com/a.json")
            #expect(String(decoding: json, as: UTF8.self) == "{\"a\":1}")
            #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "content-type") == "application/json")
        }
    }

    @Test func aDelayedAnswerArrivesWhenTheSimulatedClockReachesIt() async throws {
        // Without a host the clock moves itself to the next deadline when nothing else happens.
        try await answering([.init(url: "https://example.com/slow", status: 200, body: .none, delay: 30)]) {
            let before = SimulatedClock.shared.now
            _ = try await get("https://example.com/slow")
            #expect(SimulatedClock.shared.now - before >= .seconds(30))
            #expect(network.takeLog().map(\.outcome) == ["200 after 30s"])
        }
    }

    @Test func aFreshCachedAnswerIsReturnedWithoutARequest() async throws {
        let url = "https://example.com/cached"
        try await answering([.init(url: url, status: 200, body: .json("1"), maxAge: 3600)]) {
            _ = try await get(url)
            _ = try await get(url)
            #expect(network.takeLog().count == 1)
            // A request that ignores the cache is made again.
            _ = try await get(url, .reloadIgnoringLocalCacheData)
            #expect(network.takeLog().count == 1)
        }
    }

    @Test func urlSessionLoadsFromTheRunsNetwork() async throws {
        let shared = SimulatedNetwork.shared
        let url = "https://example.com/session-\(UUID().uuidString)"
        shared.routes.append(.init(url: url, status: 200, body: .json("[1]")))
        defer { shared.routes.removeAll { $0.url == url } }
        let (data, response) = try await URLSession.shared.data(from: URL(string: url)!)
        #expect(String(decoding: data, as: UTF8.self) == "[1]")
        #expect(response.url?.absoluteString == url)
    }

    @Test func aRouteIsDescribedAsTheReportShowsIt() {
        #expect(SimulatedNetwork.describe(.init(url: "u", status: 200, body: .image(width: 3, height: 2), delay: 0.5)) == "200 image 3x2 after 0.5s")
        #expect(SimulatedNetwork.describe(.init(url: "u", status: 500, body: .none)) == "500")
    }
}
