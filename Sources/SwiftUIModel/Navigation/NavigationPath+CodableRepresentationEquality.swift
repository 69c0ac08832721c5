import Foundation

/// Apple's codable representation of a path is `Equatable` (`==` in the interface). The model's
/// is a placeholder (every value alike), so comparing reports itself and answers true.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension NavigationPath.CodableRepresentation: Equatable {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func == (lhs: NavigationPath.CodableRepresentation, rhs: NavigationPath.CodableRepresentation) -> Bool {
        ModelProblems.notModelled("NavigationPath.CodableRepresentation.==", "a path's codable representation is a placeholder: every one compares equal")
        return true
    }
}
