// title: a fake, in a test
// question: The protocol-and-fake card, in a real test: a model takes some WeatherSource, and the
//    test hands it a fake that throws. Does the model report the failure?
// claims: L46-D2
// source: lesson 46 · edge cases · passing dependencies · question 2 of 9
// note: The lesson's listing is one block; the part after "// In the test target" is the test
//    target's file, HeadlineTests.swift, beside this one.
// step: test
import Foundation

struct Offline: Error {}

protocol WeatherSource: Sendable {
    func weather(in city: String) async throws -> String
}

@MainActor
@Observable
final class Headline {
    private(set) var text = ""
    private let source: any WeatherSource

    init(source: any WeatherSource) {
        self.source = source
    }

    func load() async {
        do {
            text = "Today: " + (try await source.weather(in: "Seattle"))
        } catch {
            text = "No weather today"
        }
    }
}
