// title: a run that allocates without end is stopped at the memory limit
// question: A program keeps allocating 64 MiB blocks and touching them. How does the run end?
// claims: C88-3
// source: harness · issue 13, "Isolation": "limits on memory … each reported by name when hit (`stopped: memory limit of 2 GiB reached`)"
// run: script
var blocks: [[UInt8]] = []
print("allocating")
while true {
    blocks.append([UInt8](repeating: 1, count: 64 << 20))
}
