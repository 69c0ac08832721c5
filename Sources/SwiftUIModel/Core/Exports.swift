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
// SwiftUI's interface re-exports CoreTransferable (`Transferable`, `ProxyRepresentation`…); it
// imports UniformTypeIdentifiers without re-exporting it, and so does the model (files that
// declare SwiftUI's API naming `UTType` import it themselves).
@_exported import CoreTransferableModel
// Foundation's classes that Linux's Foundation lacks (`NSItemProvider`, `NSUserActivity`,
// `FileWrapper`): on Apple's SDK they come with Foundation, which SwiftUI re-exports. SwiftUI
// imports CoreData without re-exporting it, and so does the model.
@_exported import FoundationAdditionsModel
