// title: Self._logChanges() the first time a body runs: @identity only with dynamic properties
// question: Three views call Self._logChanges() in their bodies: one with no properties, one with a
//    plain `var name`, one with a @State. What does each log the first time its body runs?
// claims: C9D-10
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (ChangedBodyProperty)
// variant zeroProperties: root: NoProperties()
// variant plainProperty: root: PlainProperty()
// variant stateProperty: root: StateProperty()
import SwiftUI

struct NoProperties: View {
    var body: some View {
        let _ = Self._logChanges()
        AnyView(EmptyView())
    }
}

struct PlainProperty: View {
    var name = ""
    var body: some View {
        let _ = Self._logChanges()
        AnyView(EmptyView())
    }
}

struct StateProperty: View {
    @State private var name = ""
    var body: some View {
        let _ = Self._logChanges()
        AnyView(EmptyView())
    }
}
