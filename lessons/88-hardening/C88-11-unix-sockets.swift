// title: a run reaches no Unix socket of the machine
// question: A program looks for Unix sockets where services keep them and connects to each it
//    finds, then to every name in its abstract socket namespace. How many does it reach?
// claims: C88-11
// source: harness · issue 25, "A sandbox the program cannot undo": "Make Unix sockets unreachable: no host paths that hold sockets are visible, and the abstract namespace is the net namespace's own."
// run: script
import Foundation

/// Connects to a socket by its address bytes (a path, or a 0 then a name: the abstract namespace,
/// unix(7)), as a stream or a datagram socket.
func reaches(_ address: [UInt8]) -> Bool {
    for type in [SOCK_STREAM, SOCK_DGRAM] {
        let fd = socket(AF_UNIX, Int32(type.rawValue), 0)
        guard fd >= 0 else { continue }
        defer { close(fd) }
        var unix = sockaddr_un()
        unix.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(address.prefix(MemoryLayout.size(ofValue: unix.sun_path) - 1))
        withUnsafeMutableBytes(of: &unix.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
        let connected = withUnsafePointer(to: &unix) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) } }
        if connected == 0 { return true }
    }
    return false
}

/// The sockets under `folder`, three levels down at most.
func sockets(under folder: String, depth: Int = 3) -> [String] {
    guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var found: [String] = []
    for name in names {
        let path = folder == "/" ? "/\(name)" : "\(folder)/\(name)"
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFSOCK: found.append(path)
        case S_IFDIR: found += sockets(under: path, depth: depth - 1)
        default: break
        }
    }
    return found
}

let places = ["/run", "/var/run", "/tmp", "/var/tmp", "/dev", "/home", "/root", "/var/lib", "/mnt", "/srv"]
let found = places.flatMap { sockets(under: $0) }
print("sockets reached: \(found.filter { reaches(Array($0.utf8)) }.count)")
// /proc/net/unix lists the sockets of the network namespace; an abstract name starts with `@`.
let table = (try? String(contentsOfFile: "/proc/net/unix", encoding: .utf8)) ?? ""
let abstract = table.split(separator: "\n").dropFirst().compactMap { line -> String? in
    let fields = line.split(separator: " ")
    return fields.count > 7 && fields[7].hasPrefix("@") ? String(fields[7].dropFirst()) : nil
}
print("abstract sockets listed: \(abstract.count), reached: \(abstract.filter { reaches([0] + Array($0.utf8)) }.count)")
