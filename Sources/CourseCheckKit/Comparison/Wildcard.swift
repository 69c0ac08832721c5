extension LineMatcher {
    /// A pattern split at its `…`s once. ASCII text is matched byte by byte, the rest as Swift
    /// strings compare: a claim with `…` is compared with every line after where the previous
    /// claim matched, so this is the comparison's inner loop.
    struct Wildcard {
        var text: String
        /// The UTF-8 bytes between the `…`s (one piece: no `…`).
        var pieces: [[UInt8]]
        var isASCII: Bool

        init(_ pattern: String) {
            text = pattern
            let bytes = Array(pattern.utf8)
            var pieces: [[UInt8]] = []
            var start = 0, index = 0
            while index + 3 <= bytes.count {
                if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA6 {
                    pieces.append(Array(bytes[start..<index]))
                    index += 3
                    start = index
                } else {
                    index += 1
                }
            }
            pieces.append(Array(bytes[start...]))
            self.pieces = pieces
            isASCII = pieces.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        }

        func matches(_ candidate: String) -> Bool { matches(Observed.Text(candidate)) }

        func matches(_ candidate: Observed.Text) -> Bool {
            guard pieces.count > 1 else { return text == candidate.string }
            guard isASCII, candidate.isASCII else { return wildcardMatch(pattern: text, text: candidate.string) }
            return candidate.bytes.withUnsafeBufferPointer { matches(bytes: $0) }
        }

        private func matches(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let first = pieces[0], last = pieces[pieces.count - 1]
            guard bytes.count >= first.count + last.count else { return false }
            for offset in 0..<first.count where bytes[offset] != first[offset] { return false }
            var position = first.count
            let end = bytes.count - last.count
            for piece in pieces[1..<(pieces.count - 1)] where !piece.isEmpty {
                guard let found = Self.find(piece, in: bytes, from: position, to: end) else { return false }
                position = found + piece.count
            }
            for offset in 0..<last.count where bytes[end + offset] != last[offset] { return false }
            return true
        }

        /// The first index at or after `start` where `piece` lies wholly before `end`.
        private static func find(_ piece: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
            var index = start
            while index + piece.count <= end {
                if bytes[index] == piece[0] {
                    var offset = 1
                    while offset < piece.count, bytes[index + offset] == piece[offset] { offset += 1 }
                    if offset == piece.count { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
