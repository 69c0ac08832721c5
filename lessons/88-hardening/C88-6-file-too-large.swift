// title: a run that writes a huge file is stopped at the file size limit
// question: A program writes 1 MiB after 1 MiB into one file in its own folder. How does the run end?
// claims: C88-6
// source: harness · issue 13, "Isolation": "limits on memory, processes, file size and CPU time, each reported by name when hit"
// run: script
import Foundation

let chunk = Data(count: 1 << 20)
_ = FileManager.default.createFile(atPath: "big.bin", contents: nil)
let handle = FileHandle(forWritingAtPath: "big.bin")!
print("writing")
for _ in 0..<1024 {
    handle.write(chunk)
}
print("wrote 1 GiB")
