// title: the title display modes of a navigation bar
// question: A root view with a title shows it large; one without a title has an inline bar; a view
//    that asks for .inline shows its title in the bar's row.
// claims: C90-2
// source: Apple's documentation of ToolbarTitleDisplayMode.automatic ("For root content in a
//    navigation stack in iOS … Default to large when a navigation title is configured. Default to
//    inline when no navigation title is provided", quoted in OpenSwiftUI's ToolbarTitleDisplayMode.swift)
//    and NavigationBarItem.TitleDisplayMode.inline. Code written for this check.
// variant large: root: Titled()
// variant untitled: root: Untitled()
// variant inline: root: Inline()
import SwiftUI

struct Titled: View {
    var body: some View {
        NavigationStack {
            Text("Trips").navigationTitle("Trips")
        }
    }
}

struct Untitled: View {
    var body: some View {
        NavigationStack {
            Text("Trips")
        }
    }
}

struct Inline: View {
    var body: some View {
        NavigationStack {
            Text("Trips")
                .navigationTitle("Trips")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}
