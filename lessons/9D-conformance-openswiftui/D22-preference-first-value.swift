// title: onPreferenceChange gets the first value, even the key's default
// question: A text sets a preference to false, which is also the key's default, and its parent
//    observes it with onPreferenceChange. Is the action called when the view first appears?
// claims: C9D-22
// source: conformance · OpenSwiftUI's PreferenceActionModifier.swift (iOS 18.1's semantics); shadowfacts.net
import SwiftUI

struct Flag: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

struct ContentView: View {
    var body: some View {
        Text("Hello")
            .preference(key: Flag.self, value: false)
            .onPreferenceChange(Flag.self) { value in
                print("onPreferenceChange \(value)")
            }
    }
}
