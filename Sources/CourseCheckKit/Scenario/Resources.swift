import CourseCheckProtocol
import Foundation

/// `// asset: NAME = FILE [@Nx] [dark FILE [@Nx]]`: an image set of the app's asset catalog.
/// The file is under `lessons/assets/`. Its well is the `@Nx` given, else the one its name ends
/// in (`harbour@3x.png`), else 1x — as Xcode places a dragged file (Apple, "Adding images to your
/// Xcode project": "If the filename of the image you import ends in @2x or @3x, Xcode
/// automatically places the image into the well with the corresponding resolution").
public struct AssetDeclaration: Sendable, Hashable {
    public struct Well: Sendable, Hashable {
        public var file: String
        public var scale: Double
        public var appearance: String
    }
    public var name: String
    public var wells: [Well]

    static func parse(_ value: String) -> Result<AssetDeclaration, StepError> {
        let sides = value.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 2, !sides[0].isEmpty else {
            return .failure(StepError("asset is `NAME = FILE [@Nx] [dark FILE [@Nx]]`"))
        }
        var words = sides[1].split(separator: " ").map(String.init)[...]
        var wells: [Well] = []
        var appearance = "any"
        while let word = words.popFirst() {
            if word == "dark" || word == "dark:" { appearance = "dark"; continue }
            var scale = wellScale(fromFileName: word)
            if let next = words.first, next.hasPrefix("@"), next.hasSuffix("x"), let n = Double(next.dropFirst().dropLast()) {
                scale = n
                words = words.dropFirst()
            }
            wells.append(Well(file: word, scale: scale, appearance: appearance))
        }
        guard !wells.isEmpty else { return .failure(StepError("asset names no file")) }
        return .success(AssetDeclaration(name: sides[0], wells: wells))
    }

    static func wellScale(fromFileName name: String) -> Double {
        let stem = (name as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// Reads each file's pixel size (and dominant colour) for the run plan.
    func resolve(assetsFolder: URL) throws -> RunPlan.Asset {
        try RunPlan.Asset(name: name, images: wells.map { well in
            let url = assetsFolder.appendingPathComponent(well.file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw HarnessError("asset file not found: lessons/assets/\(well.file)")
            }
            guard let info = ImageFileInfo.read(data) else {
                throw HarnessError("cannot read the pixel size of lessons/assets/\(well.file) (PNG or JPEG expected)")
            }
            return RunPlan.AssetImage(file: well.file, scale: well.scale, appearance: well.appearance,
                                      pixelWidth: info.width, pixelHeight: info.height, color: info.color)
        })
    }
}

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

/// `// network: URL -> ANSWER [delay S] [max-age S]`, where ANSWER is `image WxH`, `status N`
/// (an empty body) or `json "…"`: how the simulated network answers that URL.
enum NetworkDirective {
    static func parse(_ value: String) -> Result<RunPlan.NetworkRoute, StepError> {
        let sides = value.components(separatedBy: "->").map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 2, !sides[0].isEmpty else {
            return .failure(StepError("network is `URL -> image WxH | status N | json \"…\" [delay S] [max-age S]`"))
        }
        var rest = sides[1]
        var status = 200
        var body = RunPlan.NetworkRoute.Body.none
        var delay = 0.0
        var maxAge: Double?
        while !rest.isEmpty {
            let word = rest.prefix(while: { $0 != " " })
            rest = String(rest.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
            let argument = String(rest.prefix(while: { $0 != " " }))
            switch word {
            case "image":
                let size = argument.split(separator: "x")
                guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]) else { return .failure(StepError("image takes WxH: image 300x300")) }
                body = .image(width: w, height: h)
            case "status":
                guard let n = Int(argument) else { return .failure(StepError("status takes a number")) }
                status = n
            case "delay":
                guard let s = Double(argument.replacingOccurrences(of: "s", with: "")) else { return .failure(StepError("delay takes seconds")) }
                delay = s
            case "max-age":
                guard let s = Double(argument) else { return .failure(StepError("max-age takes seconds")) }
                maxAge = s
            case "json":
                guard rest.hasPrefix("\"") else { return .failure(StepError("json takes a quoted text")) }
                var text = "", escaped = false, index = rest.index(after: rest.startIndex)
                while index < rest.endIndex {
                    let c = rest[index]
                    if escaped { text.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { break } else { text.append(c) }
                    index = rest.index(after: index)
                }
                body = .json(text)
                rest = index < rest.endIndex ? String(rest[rest.index(after: index)...]).trimmingCharacters(in: .whitespaces) : ""
                continue
            default:
                return .failure(StepError("unknown network answer '\(word)'"))
            }
            rest = String(rest.dropFirst(argument.count)).trimmingCharacters(in: .whitespaces)
        }
        return .success(RunPlan.NetworkRoute(url: sides[0], status: status, body: body, delay: delay, maxAge: maxAge))
    }
}

/// Xcode's generated asset symbols (Xcode 15 release notes): a `static let` on `ImageResource` per
/// image set, named in lower camel case, so that `Image(.harbour)` is checked by the compiler.
enum GeneratedAssetSymbols {
    static let fileName = "GeneratedAssetSymbols.swift"

    static func source(_ names: [String]) -> String {
        var lines = ["import SwiftUI", "", "extension ImageResource {"]
        for name in names {
            lines.append("    /// The \"\(name)\" asset catalog image resource.")
            lines.append("    static let \(identifier(name)) = ImageResource(name: \"\(name)\", bundle: .main)")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `harbour` → `harbour`, `Hero-Image` → `heroImage`, `2x photo` → `_2XPhoto`.
    static func identifier(_ name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return "_" }
        var result = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }
}
