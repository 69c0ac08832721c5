// title: how EnvironmentValues describes what was written into it
// question: Writing a Bool key's value (its default, then its opposite) and then an Int key's into
//    an EnvironmentValues: how does its description change each time?
// claims: C9D-19
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (EnvironmentValues)
// note: The test compares with the description of an empty EnvironmentValues, which may list
//    values already; `added` prints only what each write added in front of it.
// run: script
import SwiftUI

struct BoolKey: EnvironmentKey {
    static let defaultValue = false
}

struct IntKey: EnvironmentKey {
    static let defaultValue = 0
}

var environment = EnvironmentValues()
let initial = environment.description

func added(_ description: String) -> String {
    guard initial != "[]" else { return description }
    if description == initial { return "[]" }
    let rest = ", " + initial.dropFirst()
    return description.hasSuffix(rest) ? String(description.dropLast(rest.count)) + "]" : "not in front: \(description)"
}

let read = environment[BoolKey.self]
print("read \(read): \(added(environment.description))")
environment[BoolKey.self] = read
print("wrote \(read): \(added(environment.description))")
environment[BoolKey.self] = !read
print("wrote \(!read), reads \(environment[BoolKey.self]): \(added(environment.description))")
environment[IntKey.self] = 1
print("wrote 1: \(added(environment.description))")
