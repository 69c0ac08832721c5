import Foundation

/// SHA-256 of the things that decide a cached result (FIPS 180-4). Foundation on Linux has no
/// CryptoKit, and a cache key must not collide, so we carry the few lines it takes.
public struct ContentHash {
    private var parts = Data()

    public init() {}

    /// Adds a labelled part; labels and lengths keep `("ab","c")` and `("a","bc")` apart.
    public mutating func add(_ label: String, _ value: String) {
        for piece in [label, value] {
            let bytes = Data(piece.utf8)
            parts.append(contentsOf: withUnsafeBytes(of: UInt64(bytes.count).littleEndian, Array.init))
            parts.append(bytes)
        }
    }

    public var hex: String { SHA256.digest(parts).map { String(format: "%02x", $0) }.joined() }
}

enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Works on raw buffers: the harness is built without optimisation under `swift run`, where
    /// array subscripts (bounds and uniqueness checks) made hashing a warm run's largest cost.
    static func digest(_ message: Data) -> [UInt8] {
        var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        var bytes = [UInt8](message)
        let bitLength = UInt64(bytes.count) * 8
        bytes.append(0x80)
        bytes.append(contentsOf: repeatElement(0, count: (120 - bytes.count % 64) % 64))
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        k.withUnsafeBufferPointer { k in
            bytes.withUnsafeBufferPointer { bytes in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                    var chunk = 0
                    while chunk < bytes.count {
                        for i in 0..<16 {
                            let j = chunk &+ i &* 4
                            w[i] = UInt32(bytes[j]) << 24 | UInt32(bytes[j &+ 1]) << 16 | UInt32(bytes[j &+ 2]) << 8 | UInt32(bytes[j &+ 3])
                        }
                        for i in 16..<64 {
                            let a = w[i &- 15], b = w[i &- 2]
                            let s0 = (a >> 7 | a << 25) ^ (a >> 18 | a << 14) ^ (a >> 3)
                            let s1 = (b >> 17 | b << 15) ^ (b >> 19 | b << 13) ^ (b >> 10)
                            w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                        }
                        var (a, b, c, d, e, f, g, hh) = h
                        for i in 0..<64 {
                            let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                            let choice = (e & f) ^ (~e & g)
                            let t1 = hh &+ s1 &+ choice &+ k[i] &+ w[i]
                            let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                            let majority = (a & b) ^ (a & c) ^ (b & c)
                            (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
                        }
                        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
                        chunk &+= 64
                    }
                }
            }
        }
        return [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7].flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * UInt32($0))) } }
    }
}
