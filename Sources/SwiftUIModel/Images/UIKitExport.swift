// `import SwiftUI` on iOS also brings UIKit (`UIImage`, `UIColor`…): SwiftUI's interface exports
// it. The model's UIKit is the `UIKitModel` module (scenarios that `import UIKit` get it through
// `-module-alias UIKit=UIKitModel`), which also holds the app's asset catalog.
@_exported import UIKitModel
