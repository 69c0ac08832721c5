import Foundation

/// `COURSECHECK_COMPILE_LOG=DIR`: each compile the harness runs is also written to `DIR/<key>/`, its
/// files and a `compile.sh` with the same swiftc commands, so that a benchmark can replay the
/// compiles bare (scripts/benchmark.sh) and compare the harness with the compiler alone.
/// (`Configuration.compileLog`.)
enum CompileLog {
    static func record(in folder: URL, key: String, files: [(name: String, contents: String)], commands: [[String]]) {
        let entry = folder.appendingPathComponent(key)
        try? FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
        for file in files { try? file.contents.write(to: entry.appendingPathComponent(file.name), atomically: true, encoding: .utf8) }
        let quoted = commands.map { $0.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ") }
        let script = "#!/bin/sh\ncd \"$(dirname \"$0\")\" || exit 1\n" + quoted.joined(separator: " && ") + "\n"
        try? script.write(to: entry.appendingPathComponent("compile.sh"), atomically: true, encoding: .utf8)
    }
}
