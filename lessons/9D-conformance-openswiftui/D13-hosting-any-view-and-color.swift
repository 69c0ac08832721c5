// title: an AnyView of EmptyView as the whole screen; a colour as the whole screen
// question: A view whose body is `AnyView(EmptyView())` (with no property, and with a plain `var
//    name`) is shown, and laid out. Does it run? And a screen that is only `Color.red`: what does
//    it draw?
// claims: C9D-13
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (PlatformHostingController, DisplayListUtil)
// variant anyView: root: EmptyAnyView()
// variant anyViewWithProperty: root: EmptyAnyViewWithName()
// variant color: root: Color.red
import SwiftUI

struct EmptyAnyView: View {
    var body: some View {
        AnyView(EmptyView())
    }
}

struct EmptyAnyViewWithName: View {
    var name = ""
    var body: some View {
        AnyView(EmptyView())
    }
}
