// title: the scaledToFill layout bug, and its two fixes
// question: A picture should fill a strip 320 points tall above a headline. It is clipped. Then the
//    headline loses its first letters. What happened — and does .frame(maxWidth: .infinity) fix it?
// claims: L8-E2
// source: lesson 8 · edge cases · question 2 of 12
// note: ContentView is the lesson's listing. The answer shows the two tries and the other cure as
//    fragments that replace the image's lines; MaxWidthOnly, MinWidthZero and ClearOverlay are the
//    listing with each fragment in place, one run (variant) each.
// asset: seattle = seattle.png @1x
// variant bug: root: ContentView()
// variant maxWidth: root: MaxWidthOnly()
// variant minWidth: root: MinWidthZero()
// variant overlay: root: ClearOverlay()
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image("seattle")
                .resizable()
                .scaledToFill()
                .frame(height: 320)
                .clipped()
            Text("Seattle, United States — five nights by the water, and the first trip in the list")
                .font(.headline)
        }
        .padding()
    }
}

struct MaxWidthOnly: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image("seattle")
                .resizable()
                .scaledToFill()
                .frame(maxWidth: .infinity)
                .frame(height: 320)
                .clipped()
            Text("Seattle, United States — five nights by the water, and the first trip in the list")
                .font(.headline)
        }
        .padding()
    }
}

struct MinWidthZero: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image("seattle")
                .resizable()
                .scaledToFill()
                .frame(minWidth: 0, maxWidth: .infinity)
                .frame(height: 320)
                .clipped()
            Text("Seattle, United States — five nights by the water, and the first trip in the list")
                .font(.headline)
        }
        .padding()
    }
}

struct ClearOverlay: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Color.clear
                .frame(height: 320)
                .overlay {
                    Image("seattle")
                        .resizable()
                        .scaledToFill()
                }
                .clipped()
            Text("Seattle, United States — five nights by the water, and the first trip in the list")
                .font(.headline)
        }
        .padding()
    }
}
