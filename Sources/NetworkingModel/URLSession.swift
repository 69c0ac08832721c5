import Foundation

// The model's URL loading, answering from the simulated network. On Apple's platforms these types
// are Foundation's; on Linux they live in FoundationNetworking (which would make real requests),
// and Foundation declares only placeholders. This module imports Foundation, so its declarations
// shadow those placeholders, and the harness imports it into every scenario file
// (`-import-module`), so a file that imports only Foundation still finds `URLSession` here.

public struct URLRequest: Hashable, Sendable {
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
    }
    public var url: URL?
    public var cachePolicy: CachePolicy
    public var timeoutInterval: TimeInterval
    public var httpMethod: String? = "GET"
    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }
}

open class URLResponse: @unchecked Sendable {
    public let url: URL?
    public let mimeType: String?
    package init(url: URL?, mimeType: String?) {
        self.url = url
        self.mimeType = mimeType
    }
}

open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    public let statusCode: Int
    public let allHeaderFields: [AnyHashable: Any]
    public init(url: URL, statusCode: Int, headerFields: [String: String]) {
        self.statusCode = statusCode
        allHeaderFields = headerFields
        super.init(url: url, mimeType: headerFields["Content-Type"])
    }
    public func value(forHTTPHeaderField field: String) -> String? {
        allHeaderFields.first { ($0.key as? String)?.lowercased() == field.lowercased() }?.value as? String
    }
}

public struct URLError: Error, Hashable, Sendable, CustomStringConvertible {
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let badURL = Code(rawValue: -1000)
        public static let cannotFindHost = Code(rawValue: -1003)
        public static let badServerResponse = Code(rawValue: -1011)
        public static let cannotDecodeContentData = Code(rawValue: -1016)
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var description: String { "URLError(\(code.rawValue))" }
}

public final class URLSessionConfiguration: @unchecked Sendable {
    public var requestCachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy
    public static var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    public static var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
}

/// Loads data from the simulated network, recording each request.
public final class URLSession: @unchecked Sendable {
    public static let shared = URLSession(configuration: .default)
    public let configuration: URLSessionConfiguration

    public init(configuration: URLSessionConfiguration) { self.configuration = configuration }

    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url, cachePolicy: configuration.requestCachePolicy))
    }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await SimulatedNetwork.shared.fetch(request)
    }
}
