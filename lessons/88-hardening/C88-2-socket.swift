// title: a run has no network but the simulated one
// question: A program opens a TCP socket and connects to a public address. Does it connect?
// claims: C88-2
// source: harness · issue 13, "Isolation": "no network but the simulated one (a network namespace of its own, or the equivalent)"
// run: script
import Foundation

let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
print("socket: \(fd >= 0 ? "opened" : "refused")")
var address = sockaddr_in()
address.sin_family = sa_family_t(AF_INET)
address.sin_port = in_port_t(80).bigEndian
address.sin_addr.s_addr = inet_addr("93.184.215.14")
let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
}
print("connect: \(connected == 0 ? "connected" : "failed")")
print("loopback: \(connected == 0 ? "" : String(cString: strerror(errno)))")
