import Foundation

extension EdgeInsets {
    /// UIKit's directional insets as SwiftUI's: both measure leading and trailing edges, so each
    /// inset keeps its edge (the reverse of `NSDirectionalEdgeInsets(_:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.trailing)
    }
}
