import Foundation

extension Color {
    /// A SwiftUI colour from a UIKit colour: the system colours keep their names (`.systemBlue` is
    /// `.blue`), others their components.
    public init(uiColor: UIColor) {
        self.init(name: uiColor._name)
        opacityValue = Double(uiColor._alpha)
        baseOpacity = opacityValue
        fromKit = true
    }

    public init(_ color: UIColor) { self.init(uiColor: color) }
}
