// title: a run cannot undo its sandbox
// question: A program looks at its capabilities, then tries to remount / read-write and to unmount
//    its private /tmp, first as it is, then from a user namespace of its own. Does any of it work?
// claims: C88-8
// source: harness · issue 25, "A sandbox the program cannot undo": "Drop every capability, and set no-new-privileges, before the scenario's program starts … Then a remount or unmount fails."
// run: script
import Foundation

/// A line of /proc/self/status, such as `CapEff:\t0000000000000000`.
func status(_ field: String) -> String {
    let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = text.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces)
}

func attempt(_ label: String, _ call: () -> Int32) {
    print("\(label): \(call() == 0 ? "done" : "refused")")
}

print("capabilities: \(status("CapEff").allSatisfy { $0 == "0" } ? "none" : status("CapEff"))")
print("no new privileges: \(status("NoNewPrivs") == "1" ? "yes" : "no")")
attempt("remount / read-write") { mount(nil, "/", nil, UInt(MS_REMOUNT | MS_BIND), nil) }
attempt("unmount /tmp") { umount2("/tmp", Int32(MNT_DETACH)) }
// A user namespace of its own gives every capability inside it; the mounts it sees are locked.
// unshare(2) is not in Swift's Glibc module (it needs _GNU_SOURCE): found by name instead, with
// the flags' values from <linux/sched.h> (CLONE_NEWUSER 0x10000000, CLONE_NEWNS 0x00020000).
typealias Unshare = @convention(c) (Int32) -> Int32
let unshareCall = dlsym(dlopen(nil, RTLD_NOW), "unshare").map { unsafeBitCast($0, to: Unshare.self) }
let inOwnNamespace = unshareCall?(0x1000_0000 | 0x0002_0000) == 0
attempt("in a user namespace of its own, remount / read-write") {
    inOwnNamespace ? mount(nil, "/", nil, UInt(MS_REMOUNT | MS_BIND), nil) : -1
}
attempt("in a user namespace of its own, unmount /tmp") { inOwnNamespace ? umount2("/tmp", Int32(MNT_DETACH)) : -1 }
