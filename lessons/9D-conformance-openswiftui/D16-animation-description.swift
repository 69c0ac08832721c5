// title: how Animation.default describes itself
// question: What are `Animation.default`'s description, debugDescription and custom mirror?
// claims: C9D-16
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (Animation)
// run: script
import SwiftUI

let animation = Animation.default
print(animation.description)
print(animation.debugDescription)
print(animation.customMirror.description)
