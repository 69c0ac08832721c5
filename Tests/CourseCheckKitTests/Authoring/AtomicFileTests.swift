@testable import CourseCheckKit
import Foundation
import Testing

@Suite("Atomic writes in the checkout")
struct AtomicFileTests {
    @Test func theFileIsReplacedAndNoTemporaryIsLeft() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A1.txt.new")
        try AtomicFile.write("one\n", to: file)
        try AtomicFile.write("two\n", to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A1.txt.new"])
    }
}
