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
            if let next = words.first, next.hasPrefix("@") {
                // An asset catalog's image sets have 1x, 2x and 3x wells (Xcode's asset catalog
                // format: `scale` is "1x", "2x" or "3x").
                guard next.hasSuffix("x"), let n = Double(next.dropFirst().dropLast()), [1.0, 2, 3].contains(n) else {
                    return .failure(StepError("\(next): an image set's wells are @1x, @2x and @3x"))
                }
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
    /// Only files inside `lessons/assets` of the checkout at `root` (`CheckoutFiles`), of up to
    /// `InputLimits.assetBytes`.
    func resolve(assetsFolder: URL, root: URL) throws -> RunPlan.Asset {
        try RunPlan.Asset(name: name, images: wells.map { well in
            let url = assetsFolder.appendingPathComponent(well.file)
            let data: Data?
            do {
                data = try CheckoutFiles.read(url, root: root, path: "lessons/assets/\(well.file)", inside: assetsFolder, limit: InputLimits.assetBytes)
            } catch let error as ScenarioError {
                throw HarnessError("asset lessons/assets/\(well.file): \(error.message)")
            }
            guard let data else {
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
