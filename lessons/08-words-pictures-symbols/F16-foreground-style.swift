// title: foregroundStyle on a photograph and on a symbol
// question: .foregroundStyle(.red) on a picture from the asset catalog, and on an SF Symbol. Which
//    of them turns red?
// claims: L8-F16
// source: lesson 8 · flash cards · Trick question · Images
// note: The card's two views are the body of a ContentView;
//    TemplateImage adds the answer's cure, `.renderingMode(.template)`, to the same picture.
// asset: seattle = seattle.png @1x
// variant card: root: ContentView()
// variant template: root: TemplateImage()
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("seattle")
            .resizable()
            .scaledToFit()
            .frame(width: 240)
            .foregroundStyle(.red)
        Image(systemName: "star.fill")
            .font(.largeTitle)
            .foregroundStyle(.red)
    }
}

struct TemplateImage: View {
    var body: some View {
        Image("seattle")
            .renderingMode(.template)
            .resizable()
            .scaledToFit()
            .frame(width: 240)
            .foregroundStyle(.red)
    }
}
