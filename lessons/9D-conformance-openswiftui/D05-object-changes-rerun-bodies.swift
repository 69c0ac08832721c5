// title: which bodies run when onAppear changes an observed model's property
// question: A view holds a model (an ObservableObject through @ObservedObject or @StateObject, or
//    an @Observable class in a `let` or a @State) and shows two subviews, given the model's two
//    flags. Its onAppear toggles one flag: a @Published (or tracked) one, or a plain (or
//    @ObservationIgnored) one. How many times do the view's and the subviews' bodies run?
// claims: C9D-5
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (ObservedObject, StateObject)
// variant observedPublished: root: ObservedObjectView(togglesPublished: true)
// variant observedPlain: root: ObservedObjectView(togglesPublished: false)
// variant stateObjectPublished: root: StateObjectView(togglesPublished: true)
// variant stateObjectPlain: root: StateObjectView(togglesPublished: false)
// variant observableTracked: root: ObservableLetView(togglesTracked: true)
// variant observableIgnored: root: ObservableLetView(togglesTracked: false)
// variant stateObservableTracked: root: ObservableStateView(togglesTracked: true)
// variant stateObservableIgnored: root: ObservableStateView(togglesTracked: false)
import SwiftUI

final class Flags: ObservableObject {
    @Published var published = false
    var plain = false
}

@Observable
final class ObservableFlags {
    var tracked = false
    @ObservationIgnored var ignored = false
}

struct FlagView: View {
    var condition: Bool

    var body: some View {
        let _ = print("FlagView body")
        condition ? Color.red : Color.blue
    }
}

struct ObservedObjectView: View {
    @ObservedObject private var flags = Flags()
    let togglesPublished: Bool

    var body: some View {
        let _ = print("ObservedObjectView body")
        VStack {
            FlagView(condition: flags.published)
            FlagView(condition: flags.plain)
        }
        .onAppear {
            if togglesPublished { flags.published.toggle() } else { flags.plain.toggle() }
        }
    }
}

struct StateObjectView: View {
    @StateObject private var flags = Flags()
    let togglesPublished: Bool

    var body: some View {
        let _ = print("StateObjectView body")
        VStack {
            FlagView(condition: flags.published)
            FlagView(condition: flags.plain)
        }
        .onAppear {
            if togglesPublished { flags.published.toggle() } else { flags.plain.toggle() }
        }
    }
}

struct ObservableLetView: View {
    private let flags = ObservableFlags()
    let togglesTracked: Bool

    var body: some View {
        let _ = print("ObservableLetView body")
        VStack {
            FlagView(condition: flags.tracked)
            FlagView(condition: flags.ignored)
        }
        .onAppear {
            if togglesTracked { flags.tracked.toggle() } else { flags.ignored.toggle() }
        }
    }
}

struct ObservableStateView: View {
    @State private var flags = ObservableFlags()
    let togglesTracked: Bool

    var body: some View {
        let _ = print("ObservableStateView body")
        VStack {
            FlagView(condition: flags.tracked)
            FlagView(condition: flags.ignored)
        }
        .onAppear {
            if togglesTracked { flags.tracked.toggle() } else { flags.ignored.toggle() }
        }
    }
}
