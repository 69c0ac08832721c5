// title: an Equatable view under .equatable() is compared with its own ==
// question: A wrapper's @State count goes 0, 2 (on the next turn of the main queue) and 4 (half a
//    second later), and a number view shows it. How many times does the number view's body run
//    when it is a plain view, and when it is Equatable (comparing the numbers' evenness, so
//    always equal) and marked `.equatable()`?
// claims: C9D-11
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (EquatableView)
// variant nonEquatable: root: PlainWrapper(); step: launch; step: wait 0.5
// variant equatable: root: EquatableWrapper(); step: launch; step: wait 0.5
import SwiftUI

@MainActor
enum BodyCount {
    static var runs = 0
    static func ran() { runs += 1; print("number body \(runs)") }
}

struct PlainNumber: View {
    var number: Int

    var body: some View {
        let _ = BodyCount.ran()
        number.isMultiple(of: 2) ? Color.red : Color.blue
    }
}

struct PlainWrapper: View {
    @State private var count = 0

    var body: some View {
        PlainNumber(number: count)
            .onAppear {
                DispatchQueue.main.async {
                    count += 2
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        count += 2
                    }
                }
            }
    }
}

struct EvenNumber: View, Equatable {
    var number: Int

    var body: some View {
        let _ = BodyCount.ran()
        number.isMultiple(of: 2) ? Color.red : Color.blue
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.number.isMultiple(of: 2) == rhs.number.isMultiple(of: 2)
    }
}

struct EquatableWrapper: View {
    @State private var count = 0

    var body: some View {
        EvenNumber(number: count)
            .equatable()
            .onAppear {
                DispatchQueue.main.async {
                    count += 2
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        count += 2
                    }
                }
            }
    }
}
