import Observation
@testable import SwiftUIModel

// The views of `HostSettleTests`, in a file of their own: `@Observable`'s expansion names the
// Observation module, which CourseCheckProtocol's `Observation` type would hide there.

@Observable @MainActor
final class SettleStore {
    var status = "loading"
    var appeared = 0
}

/// Shows the store's status; a "done" status shows a view that counts its appearances.
struct SettleStatusView: View {
    let store: SettleStore
    var body: some View {
        VStack {
            Text(store.status)
            if store.status == "done" {
                Text("more").onAppear { store.appeared += 1 }
            }
        }
    }
}
