// title: safeAreaInset without a spacing keeps the views' standard gap
// question: A colour fills the screen, with a 50-point bar put along its bottom edge by
//    safeAreaInset(edge: .bottom) and no spacing. How tall is the colour, and where is the bar?
// claims: C9D-23
// source: conformance · OpenSwiftUI's InsetViewModifier.swift and Spacing.swift
import SwiftUI

struct ContentView: View {
    var body: some View {
        Color.red
            .safeAreaInset(edge: .bottom) {
                Color.blue.frame(height: 50)
            }
    }
}
