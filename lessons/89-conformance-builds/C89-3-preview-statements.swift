// title: #Preview with statements and an explicit return
// question: A preview body makes a value with `let`, then returns the view (`return`); another
//    lists two views as a view builder would. Do both compile and show?
// claims: C89-3
// source: conformance · Apple's SwiftUI declares `macro Preview(_ name: String? = nil,
//    @ViewBuilder body: @escaping @MainActor () -> any View)` (iOS 26.2 SDK's
//    SwiftUI.swiftinterface; developer.apple.com/documentation/swiftui/preview(_:body:)).
//    Code written for this check.
// variant statements: step: preview "Statements"
// variant builder: step: preview "Builder"
import SwiftUI

struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count) new")
    }
}

#Preview("Statements") {
    let count = 2 + 1
    return Badge(count: count)
}

#Preview("Builder") {
    Badge(count: 1)
    Text("below")
}
