// The model's Combine. Scenarios import it as `Combine` (`-module-alias Combine=CombineModel`);
// SwiftUIModel re-exports it, as Apple's SwiftUI brings Combine's ObservableObject, @Published and
// Timer.publish to a file that imports only SwiftUI.
import Foundation
