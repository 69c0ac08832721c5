// `import UIKit` on Apple's platforms brings Foundation with it (UIKit's module map re-exports
// it), so a file that imports only UIKit can use `Bundle`, `URL` or `Date`.
@_exported import Foundation
// UIKit re-exports CoreGraphics (CGAffineTransform, CGColor) as Apple's does.
@_exported import CoreGraphicsModel
