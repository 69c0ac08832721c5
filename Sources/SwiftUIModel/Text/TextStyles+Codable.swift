/// `Font.TextStyle` is `Codable` from iOS 26 (its `init(from:)` and `encode(to:)` are in SwiftUI's
/// interface). The conformance is the standard library's for a `String`-backed enum: a value
/// round-trips as its case name. Apple's encoded form is not in the interface (no source found).
extension Font.TextStyle: Codable {}
