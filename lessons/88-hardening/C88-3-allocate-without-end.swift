// title: a run that allocates without end is stopped at the memory limit
// question: A program keeps allocating 64 MiB blocks and never frees them. How does the run end?
// claims: C88-3
// source: harness · issue 13, "Isolation": "limits on memory … each reported by name when hit (`stopped: memory limit of 2 GiB reached`)"
// run: script
// timeout: 60
var blocks: [UnsafeMutableRawPointer] = []
print("allocating")
while true {
    blocks.append(UnsafeMutableRawPointer.allocate(byteCount: 64 << 20, alignment: 16))
}
