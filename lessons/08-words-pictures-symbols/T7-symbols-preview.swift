// title: the Symbols preview
// question: Label("…", systemImage: "moon.stars") draws a symbol beside its title; what do symbol
//    variants and rendering modes change?
// claims: L8-T7
// source: lesson 8 · step 7 (Symbols): the preview named Symbols
// note: The step's preview, on its own in the file (the card around it needs the text engine's
//    format styles). The Trips project is built with package settings.
// compile: package
// root: EmptyView()
// step: preview "Symbols"
import SwiftUI

#Preview("Symbols") {
    VStack(alignment: .leading, spacing: 20) {
        Label("12 nights", systemImage: "moon.stars")
        Label("12 nights", systemImage: "moon.stars")
            .font(.title)
        HStack {
            Image(systemName: "star")
            Image(systemName: "star")
                .symbolVariant(.fill)
            Image(systemName: "star")
                .symbolVariant(.circle.fill)
        }
        .font(.largeTitle)
        HStack {
            Image(systemName: "airplane.circle.fill")
            Image(systemName: "airplane.circle.fill")
                .symbolRenderingMode(.multicolor)
            Image(systemName: "airplane.circle.fill")
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(.blue)
            Image(systemName: "airplane.circle.fill")
                .symbolRenderingMode(.palette)
                .foregroundStyle(.white, .indigo)
        }
        .font(.largeTitle)
    }
}
