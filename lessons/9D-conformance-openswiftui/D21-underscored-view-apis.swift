// title: AnyView(_fromValue:) and an empty _IdentifiedViewTree
// question: Does `AnyView(_fromValue:)` make an AnyView of an EmptyView? Does an empty
//    `_IdentifiedViewTree` call forEach's closure?
// claims: C9D-21
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (AnyView, IdentifiedViewTree)
// run: script
import SwiftUI

print("AnyView(_fromValue: EmptyView()) is nil: \(AnyView(_fromValue: EmptyView()) == nil)")
var visits = 0
_IdentifiedViewTree.empty.forEach { _ in visits += 1 }
print("the empty tree's forEach ran \(visits) times")
