// title: AsyncImage and its three phases
// question: Three AsyncImage views in frames of 200 × 100, each with a red border. The first two
//    are given an address that works, the third one that does not exist. What does each draw?
// claims: L8-E9
// source: lesson 8 · edge cases · question 9 of 12
// note: picsum.photos serves the 300 × 300 photograph; the address with a mistake answers 404.
//    The screenshot was taken "fourteen seconds after launch": the run waits 14 s.
// network: https://picsum.photos/id/1018/300/300 -> image 300x300 delay 0.8
// network: https://picsum.photos/id/1018/300/300x -> status 404 delay 0.5
// step: wait 14
import SwiftUI

struct ContentView: View {
    let good = URL(string: "https://picsum.photos/id/1018/300/300")
    let missing = URL(string: "https://picsum.photos/id/1018/300/300x")

    var body: some View {
        VStack(spacing: 110) {
            AsyncImage(url: good)
                .frame(width: 200, height: 100)
                .border(.red, width: 2)
            AsyncImage(url: good) { image in
                image
                    .resizable()
                    .scaledToFit()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 200, height: 100)
            .border(.red, width: 2)
            AsyncImage(url: missing) { image in
                image
                    .resizable()
                    .scaledToFit()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 200, height: 100)
            .border(.red, width: 2)
        }
    }
}
