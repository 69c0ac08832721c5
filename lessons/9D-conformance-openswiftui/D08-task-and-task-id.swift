// title: .task runs once when the view appears; .task(id:) again when its id changes
// question: A colour has a `.task` that prints. Another has a `.task(id: value)` and an onAppear
//    that adds 1 to value 0.1 s later. How many times does each task run?
// claims: C9D-8
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (TaskModifier)
// variant withoutID: root: PlainTask()
// variant withID: root: TaskWithID(); step: launch; step: wait 0.1
import SwiftUI

struct PlainTask: View {
    var body: some View {
        Color.red
            .task {
                print("task runs")
            }
    }
}

struct TaskWithID: View {
    @State private var value = 0

    var body: some View {
        Color.red
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    value += 1
                }
            }
            .task(id: value) {
                print("task runs with value \(value)")
            }
    }
}
