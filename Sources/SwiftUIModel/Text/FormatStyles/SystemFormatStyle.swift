import Foundation

/// SwiftUI's namespace of format styles for values that change with time (`.timer`, `.stopwatch`,
/// `.reference(to:)`, `.offset(to:)`), each in a file of its own (`SystemFormatStyle+*.swift`).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public enum SystemFormatStyle: Sendable {}
