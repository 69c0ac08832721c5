// `import SwiftUI` on Apple's SDK also brings Foundation and Observation (`@Observable`, `Date`,
// `URL`, `Locale` need no import of their own in a SwiftUI file).
@_exported import Foundation
@_exported import Observation
// URLSession and friends: Foundation's on Apple's platforms, the simulated network's here.
@_exported import NetworkingModel
@_exported import CombineModel
// `import SwiftUI` on iOS also brings UIKit (`UIImage`, `UIColor`…): SwiftUI's interface exports
// it. The model's UIKit is the `UIKitModel` module (scenarios that `import UIKit` get it through
// `-module-alias UIKit=UIKitModel`), which also holds the app's asset catalog.
@_exported import UIKitModel
