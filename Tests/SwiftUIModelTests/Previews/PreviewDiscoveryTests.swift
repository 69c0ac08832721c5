import Foundation
@testable import SwiftUIModel
import Testing

/// `#Preview` exports a C symbol the host finds by name: the macro library (built by the harness,
/// not by SwiftPM, so not linked here) and `PreviewDiscovery` must name it alike.
@Suite("Finding previews")
struct PreviewDiscoveryTests {
    static let macroSource: String = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SwiftUIModelMacros/PreviewMacro.swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func theMacroAndTheDiscoveryUseOnePrefix() {
        #expect(Self.macroSource.contains("static let prefix = \"\(PreviewDiscovery.symbolPrefix)\""))
    }

    @Test func theMacroAndTheDiscoverySanitiseAlike() {
        // The body of each `sanitize`, compared as text.
        func body(_ source: String) -> String? {
            guard let start = source.range(of: "static func sanitize(_ literal: String) -> String {") else { return nil }
            return source[start.upperBound...].split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let registryURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SwiftUIModel/Previews/PreviewRegistry.swift")
        let registry = (try? String(contentsOf: registryURL, encoding: .utf8)) ?? ""
        #expect(body(Self.macroSource) != nil)
        #expect(body(Self.macroSource) == body(registry))
        #expect(PreviewDiscovery.sanitize("\"Probe/Card View.swift\"") == "_Probe_Card_View_swift_")
    }
}
