// title: a run's temporary folders are its own, and empty
// question: A program lists /tmp, /var/tmp and /dev/shm as it starts. What does it find?
// claims: C88-10
// source: harness · issue 25, "A sandbox the program cannot undo": "Give it a private, empty /tmp, /var/tmp and /dev/shm."
// run: script
import Foundation

for folder in ["/tmp", "/var/tmp", "/dev/shm"] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    print("\(folder): \(entries.isEmpty ? "empty" : entries.sorted().joined(separator: ", "))")
    let file = folder + "/written-by-the-run"
    print("\(folder) writable: \(FileManager.default.createFile(atPath: file, contents: Data("x\n".utf8)) ? "yes" : "no")")
}
