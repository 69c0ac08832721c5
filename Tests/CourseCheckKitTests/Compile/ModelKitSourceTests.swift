@testable import CourseCheckKit
import Foundation
import Testing

/// When SwiftPM's build of the model is taken as up to date (its objects are linked into the kit
/// in seconds) and when not (the kit is compiled, about a minute): on a SwiftPM folder written
/// here with the dates each case needs.
@Suite("The model kit from SwiftPM's build")
struct ModelKitSourceTests {
    static let toolchain = Toolchain(swiftc: "/usr/bin/swiftc", version: "Swift version 6.3.1 (test)", hostLibraries: "/none")

    /// A source per library, a SwiftPM folder that built them at `built`, and the sources last
    /// changed at `changed`; the module files written at `moduleWritten`.
    struct Fixture {
        let root: URL
        let products: URL
        let source: ModelKitSource

        init(changed: Date, built: Date, moduleWritten: Date, module: Bool = true) throws {
            let fm = FileManager.default
            root = fm.temporaryDirectory.appendingPathComponent("kit-source-\(UUID().uuidString)")
            products = root.appendingPathComponent("debug")
            try fm.createDirectory(at: products.appendingPathComponent("Modules"), withIntermediateDirectories: true)
            try "\(ModelKitSourceTests.toolchain.version)\n".write(to: products.appendingPathComponent("swift-version-ABC.txt"), atomically: true, encoding: .utf8)
            var files: [String: [URL]] = [:]
            for library in ModelKit.libraries {
                let file = root.appendingPathComponent("Sources/\(library.module)/A.swift")
                try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "struct A {}\n".write(to: file, atomically: true, encoding: .utf8)
                try fm.setAttributes([.modificationDate: changed], ofItemAtPath: file.path)
                files[library.module] = [file]
                let build = products.appendingPathComponent("\(library.module).build")
                try fm.createDirectory(at: build, withIntermediateDirectories: true)
                let deps = build.appendingPathComponent("A.swiftdeps")
                try "deps".write(to: deps, atomically: true, encoding: .utf8)
                try fm.setAttributes([.modificationDate: built], ofItemAtPath: deps.path)
                let map = [file.path: ["object": build.appendingPathComponent("A.o").path, "swift-dependencies": deps.path]]
                try JSONSerialization.data(withJSONObject: map).write(to: build.appendingPathComponent("output-file-map.json"))
                if module {
                    let moduleFile = products.appendingPathComponent("Modules/\(library.module).swiftmodule")
                    try "module".write(to: moduleFile, atomically: true, encoding: .utf8)
                    try fm.setAttributes([.modificationDate: moduleWritten], ofItemAtPath: moduleFile.path)
                }
            }
            source = ModelKitSource(toolchain: ModelKitSourceTests.toolchain, files: files, work: root.appendingPathComponent("work"))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let hourAgo = Date(timeIntervalSinceNow: -3600), minuteAgo = Date(timeIntervalSinceNow: -60), now = Date()

    @Test func aBuildAfterTheLastChangeIsUpToDate() throws {
        let fixture = try Fixture(changed: Self.hourAgo, built: Self.minuteAgo, moduleWritten: Self.minuteAgo)
        defer { fixture.remove() }
        #expect(fixture.source.isUpToDate(fixture.products))
    }

    /// A change inside a function body: the compiler recompiles the source (its dependency record
    /// is new) and leaves the module file, which would come out the same, with its old date.
    @Test func aModuleLeftAsItWasByTheCompilerDoesNotMakeTheBuildStale() throws {
        let fixture = try Fixture(changed: Self.minuteAgo, built: Self.now, moduleWritten: Self.hourAgo)
        defer { fixture.remove() }
        #expect(fixture.source.isUpToDate(fixture.products))
    }

    @Test func aSourceChangedSinceItWasCompiledMakesTheBuildStale() throws {
        let fixture = try Fixture(changed: Self.now, built: Self.minuteAgo, moduleWritten: Self.minuteAgo)
        defer { fixture.remove() }
        #expect(!fixture.source.isUpToDate(fixture.products))
    }

    @Test func aBuildWithoutItsModuleOrOfAnotherCompilerIsNotUsed() throws {
        let noModule = try Fixture(changed: Self.hourAgo, built: Self.minuteAgo, moduleWritten: Self.minuteAgo, module: false)
        defer { noModule.remove() }
        #expect(!noModule.source.isUpToDate(noModule.products))
        let other = try Fixture(changed: Self.hourAgo, built: Self.minuteAgo, moduleWritten: Self.minuteAgo)
        defer { other.remove() }
        try "Swift version 6.4\n".write(to: other.products.appendingPathComponent("swift-version-ABC.txt"), atomically: true, encoding: .utf8)
        #expect(!other.source.isUpToDate(other.products))
    }
}
