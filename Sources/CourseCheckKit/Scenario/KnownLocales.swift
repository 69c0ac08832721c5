import Foundation

/// The locale identifiers a header may name: the ones Foundation knows (ICU's), in either of its
/// spellings (`en_US`, `en-US`).
enum KnownLocales {
    static let identifiers: Set<String> = Set(Locale.availableIdentifiers)

    static func contains(_ identifier: String) -> Bool {
        identifiers.contains(identifier) || identifiers.contains(identifier.replacingOccurrences(of: "-", with: "_"))
    }
}
