// title: a run cannot reach the folders of the runs beside it
// question: A program finds where its own folder really is on the machine (from its mount table),
//    then looks beside it for other runs' folders and tries to write into each. What does it reach?
// claims: C88-9
// source: harness · issue 25, "A sandbox the program cannot undo": "Give each run its own uid, or keep its scratch folder unreadable to other runs, so concurrent runs cannot touch each other."
// run: script
import Foundation

let fm = FileManager.default
let mine = fm.currentDirectoryPath
// /proc/self/mountinfo (proc(5)): field 4 is the root of the mount within its file system, field 5
// where it is mounted. The mount of the working folder tells where the folder is on the machine;
// a file system mounted elsewhere too (at field 5 of another line with the same device, field 3)
// is tried at that place as well.
let table = ((try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) ?? "").split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
var places: Set<String> = []
if let own = table.last(where: { $0.count > 4 && $0[4] == mine }) {
    let folder = own[3]
    places.insert((folder as NSString).deletingLastPathComponent)
    for other in table where other.count > 4 && other[2] == own[2] && other[3] == "/" {
        places.insert(((other[4] + folder) as NSString).deletingLastPathComponent)
    }
}
print("where my folder is: \(places.isEmpty ? "unknown" : "found")")
var seen = 0
var written = 0
let ownName = table.last(where: { $0.count > 4 && $0[4] == mine }).map { ($0[3] as NSString).lastPathComponent }
for place in places.sorted() {
    for name in (try? fm.contentsOfDirectory(atPath: place)) ?? [] where name != ownName && name.hasPrefix(".tmp-") {
        seen += 1
        if fm.createFile(atPath: "\(place)/\(name)/from-a-neighbour", contents: Data("hello\n".utf8)) { written += 1 }
    }
}
print("other runs' folders seen: \(seen)")
print("other runs' folders written to: \(written)")
