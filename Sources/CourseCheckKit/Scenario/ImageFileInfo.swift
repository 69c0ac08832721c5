import Foundation

/// The pixel size of a PNG (IHDR) or JPEG (SOFn), and a PNG's first palette colour, read from
/// the file's bytes (PNG: RFC 2083 §4.1; JPEG: ITU T.81 §B.2.2).
enum ImageFileInfo {
    static func read(_ data: Data) -> (width: Int, height: Int, color: String?)? {
        let bytes = [UInt8](data)
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        if bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            let width = be32(16), height = be32(20)
            var color: String?
            var offset = 8
            while offset + 8 <= bytes.count {
                let length = be32(offset)
                let type = String(bytes: bytes[(offset + 4)..<(offset + 8)], encoding: .ascii)
                if type == "PLTE", length >= 3, offset + 11 <= bytes.count {
                    color = String(format: "#%02X%02X%02X", bytes[offset + 8], bytes[offset + 9], bytes[offset + 10])
                    break
                }
                if type == "IDAT" || type == "IEND" { break }
                offset += 12 + length
            }
            return (width, height, color)
        }
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var offset = 2
            while offset + 9 < bytes.count {
                guard bytes[offset] == 0xFF else { return nil }
                let marker = bytes[offset + 1]
                let length = be16(offset + 2)
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    return (be16(offset + 7), be16(offset + 5), nil)
                }
                offset += 2 + length
            }
        }
        return nil
    }
}
