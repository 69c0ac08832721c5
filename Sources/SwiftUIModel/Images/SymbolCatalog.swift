import Foundation

/// The SF Symbols the model knows: real names from Apple's SF Symbols app (the same names the
/// SFSafeSymbols project lists with their availability), a few hundred of the common ones, with
/// their layers and the names VoiceOver speaks.
///
/// - Names: each base name below exists with the variants listed for it (`.fill`, `.circle`,
///   `.circle.fill`, `.square`, `.square.fill`, `.slash`…), as the SF Symbols app shows them.
/// - Layers (for hierarchical and palette rendering): one for the glyph, one more for an
///   enclosing circle or square, one more for a slash; symbols drawn as two separate figures
///   (`moon.stars`, `cloud.sun`…) have two. This follows how the SF Symbols app annotates them.
/// - Spoken names: where the system has a built-in name for a symbol (docs/FACTS.md and the
///   course's measurement: `plus` → "Add", `star.fill` → "Favorite", `square.and.arrow.up` →
///   "Share"); otherwise VoiceOver speaks the symbol's name.
enum SymbolCatalog {
    /// Base names and the variant suffixes each has, besides the plain name.
    static let families: [(String, [String])] = {
        let shapes = ["fill", "circle", "circle.fill", "square", "square.fill"]
        let filled = ["fill"]
        var result: [(String, [String])] = []
        for name in ["star", "heart", "bookmark", "bell", "person", "house", "folder", "tag", "flag", "trash",
                     "paperplane", "envelope", "gearshape", "cloud", "moon", "sun.max", "bolt", "camera", "photo",
                     "pencil", "info", "questionmark", "exclamationmark", "plus", "minus", "xmark", "checkmark",
                     "play", "pause", "stop", "forward", "backward", "mic", "phone", "video", "message", "airplane",
                     "car", "bus", "tram", "bicycle", "figure.walk", "map", "mappin", "location", "globe", "clock",
                     "alarm", "calendar", "cart", "bag", "creditcard", "gift", "lock", "key", "link", "pin",
                     "eye", "hand.thumbsup", "hand.thumbsdown", "bubble.left", "bubble.right", "doc", "doc.text",
                     "book", "books.vertical", "graduationcap", "ticket", "suitcase", "bed.double", "fork.knife",
                     "cup.and.saucer", "wineglass", "leaf", "flame", "drop", "snowflake", "tortoise", "hare",
                     "pawprint", "music.note", "speaker", "speaker.wave.2", "wifi", "antenna.radiowaves.left.and.right",
                     "battery.100", "lightbulb", "magnifyingglass", "square.and.arrow.up", "square.and.arrow.down",
                     "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise", "arrow.counterclockwise",
                     "chevron.up", "chevron.down", "chevron.left", "chevron.right", "ellipsis", "line.3.horizontal",
                     "list.bullet", "square.grid.2x2", "slider.horizontal.3", "trophy", "crown", "shield",
                     "hourglass", "timer", "stopwatch", "thermometer.medium", "umbrella", "tent", "mountain.2",
                     "building.2", "sailboat", "ferry", "binoculars", "compass.drawing", "sparkles", "wand.and.stars",
                     "person.2", "person.3", "rectangle.portrait.and.arrow.right", "power", "qrcode", "barcode",
                     "dollarsign", "eurosign", "sterlingsign", "yensign", "percent", "number", "textformat",
                     "bold", "italic", "underline", "paintbrush", "paintpalette", "scissors", "wrench.and.screwdriver",
                     "hammer", "shippingbox", "archivebox", "tray", "externaldrive", "desktopcomputer", "laptopcomputer",
                     "iphone", "ipad", "applewatch", "headphones", "tv", "gamecontroller", "printer", "keyboard"] {
            result.append((name, shapes))
        }
        for name in ["moon.stars", "cloud.sun", "cloud.rain", "cloud.bolt", "cloud.snow", "cloud.moon", "sunrise",
                     "sunset", "wind", "tornado", "person.crop.circle", "person.crop.square", "bell.badge",
                     "heart.text.square", "star.leadinghalf.filled", "wifi.exclamationmark", "airplane.departure",
                     "airplane.arrival", "figure.hiking", "beach.umbrella", "mappin.and.ellipse", "map.circle"] {
            result.append((name, filled))
        }
        for name in ["wifi.slash", "bell.slash", "eye.slash", "mic.slash", "video.slash", "speaker.slash",
                     "location.slash", "heart.slash", "person.slash", "icloud.slash", "moon.zzz",
                     "star.slash", "bookmark.slash", "trash.slash", "lock.open", "lock.slash"] {
            result.append((name, filled))
        }
        return result
    }()

    static let names: Set<String> = {
        var set = Set<String>()
        for (base, suffixes) in families {
            set.insert(base)
            for suffix in suffixes { set.insert("\(base).\(suffix)") }
        }
        set.insert("icloud")
        set.insert("icloud.fill")
        return set
    }()

    /// Names VoiceOver speaks for a symbol (see the type's documentation for the sources).
    static let spokenNames: [String: String] = [
        "plus": "Add",
        "star.fill": "Favorite",
        "square.and.arrow.up": "Share",
    ]

    /// Symbols drawn as two figures, so two layers even without an enclosure.
    static let twoFigureBases: Set<String> = ["moon.stars", "cloud.sun", "cloud.rain", "cloud.bolt", "cloud.snow",
                                              "cloud.moon", "sunrise", "sunset", "moon.zzz", "person.2", "person.3",
                                              "cup.and.saucer", "wand.and.stars", "mappin.and.ellipse"]

    static func exists(_ name: String) -> Bool { names.contains(name) }

    static func layerCount(_ name: String) -> Int {
        let parts = name.split(separator: ".")
        var count = 1
        if parts.contains("circle") || parts.contains("square") { count += 1 }
        if parts.contains("slash") { count += 1 }
        if twoFigureBases.contains(where: { name == $0 || name.hasPrefix($0 + ".") }) { count += 1 }
        return min(count, 3)
    }

    static func spokenName(_ name: String) -> String { spokenNames[name] ?? name }

    /// The name a symbol has with variants applied (`star` + `.circle.fill` → `star.circle.fill`),
    /// in SF Symbols' order: slash, then enclosure, then fill. SwiftUI falls back to the plain
    /// name when the variant does not exist.
    static func apply(_ variants: SymbolVariants, to name: String) -> String {
        guard variants != .none else { return name }
        var parts = name.split(separator: ".").map(String.init)
        let hadFill = parts.last == "fill"
        if hadFill { parts.removeLast() }
        if variants.contains(.slash), !parts.contains("slash") { parts.append("slash") }
        if let shape = variants.shapeName, !parts.contains(shape) { parts.append(shape) }
        if variants.contains(.fill) || hadFill { parts.append("fill") }
        let candidate = parts.joined(separator: ".")
        return exists(candidate) ? candidate : name
    }
}
