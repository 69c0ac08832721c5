import CourseCheckProtocol
import Foundation
import CoreGraphicsModel

/// The app's asset catalog, as the harness declared it (`// asset:` in the scenario's header):
/// image sets with 1x/2x/3x wells and light/dark appearances. UIKit's `UIImage(named:)` and
/// SwiftUI's `Image(_:)` both read it. The host installs it before the first step.
///
/// Rules (Apple, "Adding images to your Xcode project"; asset catalog format reference):
/// - an image's size in points is its pixel size divided by its well's scale;
/// - a device uses the well of its own scale if it is filled, else the nearest lower, else the
///   nearest higher (a picture only in the 1x well is used at scale 1 on a 3x iPhone);
/// - a dark appearance is used in dark mode, falling back to the any appearance.
public final class _AssetCatalog: @unchecked Sendable {
    public nonisolated(unsafe) static var shared = _AssetCatalog()

    public var assets: [RunPlan.Asset] = []
    /// The device's scale (3 on iPhone 17).
    public var deviceScale: Double = 3
    /// The app bundle's path, as SwiftUI's log lines show it.
    public var bundlePath: String = "/private/var/containers/Bundle/Application/6E3B4C6D-0000-4000-8000-000000000001/App.app"

    public init() {}

    /// Makes the bundle path from the app's module name (the scenario's `#fileID`s start with it).
    public func setAppName(_ name: String) {
        bundlePath = "/private/var/containers/Bundle/Application/6E3B4C6D-0000-4000-8000-000000000001/\(name).app"
    }

    /// The image a name resolves to on this device, in this appearance; nil if the catalog has none.
    public func image(named name: String, dark: Bool = false) -> RunPlan.AssetImage? {
        guard let asset = assets.first(where: { $0.name == name }) else { return nil }
        let candidates = dark && asset.images.contains(where: { $0.appearance == "dark" })
            ? asset.images.filter { $0.appearance == "dark" }
            : asset.images.filter { $0.appearance != "dark" }
        let pool = candidates.isEmpty ? asset.images : candidates
        if let exact = pool.first(where: { $0.scale == deviceScale }) { return exact }
        if let lower = pool.filter({ $0.scale < deviceScale }).max(by: { $0.scale < $1.scale }) { return lower }
        return pool.min(by: { $0.scale < $1.scale })
    }
}

/// An image, as UIKit has it: a size in points and the scale of its pixels.
open class UIImage: @unchecked Sendable {
    /// The size in points: pixels ÷ scale.
    public let size: CGSize
    public let scale: CGFloat
    let name: String?

    init(size: CGSize, scale: CGFloat, name: String?) {
        self.size = size
        self.scale = scale
        self.name = name
    }

    /// Looks the name up in the app's asset catalog (nil when it has no such image).
    public convenience init?(named name: String) {
        guard let found = _AssetCatalog.shared.image(named: name) else { return nil }
        self.init(size: CGSize(width: Double(found.pixelWidth) / found.scale, height: Double(found.pixelHeight) / found.scale),
                  scale: CGFloat(found.scale), name: name)
    }

    /// Decodes image data: the model's simulated network serves pictures whose data names their
    /// pixel size (see `_ImageData`).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = _ImageData.pixelSize(of: data) else { return nil }
        self.init(size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale, name: nil)
    }

    /// An image of a CoreGraphics image's pixels, one pixel to a point (the form without a scale;
    /// Apple's `init(cgImage:scale:orientation:)` takes one).
    public convenience init(cgImage: CGImage) {
        self.init(size: CGSize(width: cgImage.width, height: cgImage.height), scale: 1, name: nil)
    }

    /// The image's pixels as a CoreGraphics image.
    public var cgImage: CGImage? {
        let pixels = _pixelSize
        return CGImage(_pixelWidth: pixels.width, height: pixels.height)
    }

    /// The pixel size.
    public var _pixelSize: (width: Int, height: Int) { (Int((size.width * scale).rounded()), Int((size.height * scale).rounded())) }
}

/// The bytes the simulated network serves for a picture: a tiny header with its pixel size, so
/// that decoding is deterministic and needs no image codec.
public enum _ImageData {
    static let magic = "MODELIMG"

    public static func make(width: Int, height: Int) -> Data {
        Data("\(magic) \(width)x\(height)\n".utf8)
    }

    public static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        guard let text = String(data: data.prefix(64), encoding: .utf8), text.hasPrefix(magic) else { return nil }
        let parts = text.dropFirst(magic.count + 1).prefix(while: { $0 != "\n" }).split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        return (w, h)
    }
}
