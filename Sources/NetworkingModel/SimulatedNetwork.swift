import CourseCheckProtocol
import Foundation
import SystemModel
import UIKitModel

/// The network a scenario runs against: the answers its header declares (`// network:`), the
/// run's simulated clock (`SimulatedClock`, which only `wait` steps move under the host), a record
/// of every request, and an HTTP cache.
///
/// - A request to a URL the header does not list fails as an unknown host would.
/// - An answer with a delay arrives when the simulated clock reaches it; until then the request
///   waits, and is not work the host's settling waits for.
/// - Caching follows the answer's `Cache-Control: max-age` when the request's policy is the
///   protocol's (RFC 9111): a fresh stored answer is returned without a request.
@MainActor
package final class SimulatedNetwork {
    package static let shared = SimulatedNetwork()

    package var routes: [RunPlan.NetworkRoute] = []
    /// Seconds since launch, on the run's clock.
    package var now: Double { SimulatedClock.shared.seconds }
    private var log: [NetworkRequest] = []
    private var cache: [String: (data: Data, response: HTTPURLResponse, expires: Double)] = [:]

    package func takeLog() -> [NetworkRequest] {
        defer { log = [] }
        return log
    }

    package func fetch(_ request: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        let key = url.absoluteString
        if request.cachePolicy == .useProtocolCachePolicy || request.cachePolicy == .returnCacheDataElseLoad,
           let stored = cache[key], stored.expires > now {
            return (stored.data, stored.response)
        }
        guard let route = routes.first(where: { $0.url == key }) else {
            log.append(NetworkRequest(method: "GET", url: key, outcome: "no answer: cannot find host"))
            throw URLError(.cannotFindHost)
        }
        log.append(NetworkRequest(method: "GET", url: key, outcome: Self.describe(route)))
        if route.delay > 0 {
            // The answer arrives when the clock reaches it; until then the load waits for a step.
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                SimulatedClock.shared.schedule(after: .seconds(route.delay)) { continuation.resume() }
            }
        }
        let data: Data
        var headers = ["Content-Type": "application/octet-stream"]
        switch route.body {
        case .none: data = Data()
        case .image(let width, let height):
            data = _ImageData.make(width: width, height: height)
            headers["Content-Type"] = "image/jpeg"
        case .json(let text):
            data = Data(text.utf8)
            headers["Content-Type"] = "application/json"
        }
        if let maxAge = route.maxAge { headers["Cache-Control"] = "max-age=\(ReportNumber.format(maxAge))" }
        let response = HTTPURLResponse(url: url, statusCode: route.status, headerFields: headers)
        if let maxAge = route.maxAge, route.status == 200 {
            cache[key] = (data, response, now + maxAge)
        }
        return (data, response)
    }

    package static func describe(_ route: RunPlan.NetworkRoute) -> String {
        var parts = ["\(route.status)"]
        switch route.body {
        case .none: break
        case .image(let w, let h): parts.append("image \(w)x\(h)")
        case .json: parts.append("json")
        }
        if route.delay > 0 { parts.append("after \(ReportNumber.format(route.delay))s") }
        return parts.joined(separator: " ")
    }
}
