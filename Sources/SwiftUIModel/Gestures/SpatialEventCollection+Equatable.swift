import Foundation

/// Apple's collection of spatial events is `Equatable` (`==` in the interface, iOS 18). The
/// model's is a placeholder (every value alike), so comparing reports itself and answers true.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SpatialEventCollection: Equatable {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func == (lhs: SpatialEventCollection, rhs: SpatialEventCollection) -> Bool {
        ModelProblems.notModelled("SpatialEventCollection.==", "the collection is a placeholder: every one compares equal")
        return true
    }
}
