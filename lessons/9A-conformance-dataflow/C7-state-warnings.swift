// title: State's runtime warnings
// question: A child reads its @State in its initialiser; a parent's body sets its own @State. What
//    does the console show?
// claims: C9A-7
// source: conformance · SwiftUI's runtime warnings, as Xcode's console shows them (quoted in public forum threads)
// step: launch
import SwiftUI

struct Child: View {
    @State private var name = "Ana"
    init() { print("init sees \(name)") }
    var body: some View { Text(name) }
}

struct ContentView: View {
    @State private var renders = 0
    var body: some View {
        if renders == 0 {
            let _ = renders = 1
        }
        VStack {
            Text("renders \(renders)")
            Child()
        }
    }
}
