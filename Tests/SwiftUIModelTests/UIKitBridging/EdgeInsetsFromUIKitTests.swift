import Foundation
@testable import SwiftUIModel
import Testing
import UIKitModel

/// UIKit's directional insets become SwiftUI's edge for edge, and back.
struct EdgeInsetsFromUIKitTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func eachInsetKeepsItsEdge() {
        let insets = EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(NSDirectionalEdgeInsets(insets) == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
}
