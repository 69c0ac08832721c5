// The model's CoreGraphics: scenarios `import CoreGraphics` as it (`-module-alias
// CoreGraphics=CoreGraphicsModel`). Linux's Foundation already has CGFloat, CGPoint, CGSize and
// CGRect; this module re-exports them and adds what course code uses beside them. UIKitModel
// re-exports it, as Apple's UIKit re-exports CoreGraphics.
@_exported import Foundation
