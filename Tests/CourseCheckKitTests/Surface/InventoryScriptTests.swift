import Foundation
import ProbeSupport
import Testing

/// The inventory scripts' own unit tests (`scripts/api-inventory/tests`, plain `unittest`):
/// generate.py's parameter splitting, objc-inventory.py's selection and availability. Skipped
/// where python3 is absent.
@Suite("Inventory scripts")
struct InventoryScriptTests {
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: python != nil)) func thePythonUnitTestsPass() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python!)
        process.arguments = ["-m", "unittest", "discover", "-s", Probe.root.appendingPathComponent("scripts/api-inventory/tests").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        // The run found the tests (an empty discovery also exits 0).
        #expect(text.contains("Ran ") && !text.contains("Ran 0 tests"), "\(text)")
    }
}
