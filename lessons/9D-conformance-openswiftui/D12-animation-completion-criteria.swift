// title: withAnimation's completion with the logicallyComplete and removed criteria
// question: In onAppear, two withAnimation calls share a 5-second linear animation that is
//    logically complete after 1 second: one with `.logicallyComplete`, one with `.removed`, each
//    with a completion. Do both completions run?
// claims: C9D-12
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (AnimationCompletion)
// step: launch
// step: wait 1
// step: wait 5
import SwiftUI

struct ContentView: View {
    @State private var showRed = false
    @State private var scale = 1.0

    var body: some View {
        (showRed ? Color.red : Color.blue)
            .frame(width: 100 * scale, height: 100 * scale)
            .onAppear {
                let animation = Animation.linear(duration: 5)
                    .logicallyComplete(after: 1)
                withAnimation(animation, completionCriteria: .logicallyComplete) {
                    showRed.toggle()
                } completion: {
                    print("a completion ran")
                }
                withAnimation(animation, completionCriteria: .removed) {
                    scale = 2.0
                } completion: {
                    print("a completion ran")
                }
            }
    }
}
