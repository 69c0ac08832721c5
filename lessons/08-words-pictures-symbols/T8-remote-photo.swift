// title: RemotePhoto, in its three phases
// question: A working address, one with a mistake in it, and no address at all: what does the
//    canvas show a few seconds later?
// claims: L8-T8
// source: lesson 8 · step 8 (A picture from the network)
// note: picsum.photos serves the photograph; the address with a mistake answers 404. The canvas is
//    looked at "a few seconds later": the run waits 3 s after the preview. The Trips project is
//    built with package settings; the file has no ContentView, so the root is a RemotePhoto (unused).
// network: https://picsum.photos/id/1018/300/300 -> image 300x300 delay 0.6
// network: https://picsum.photos/id/1018/300/300x -> status 404 delay 0.4
// compile: package
// root: RemotePhoto(url: nil)
// step: preview
// step: wait 3
import SwiftUI

struct RemotePhoto: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image
                    .resizable()
                    .scaledToFill()
            } else if phase.error != nil {
                Image(systemName: "wifi.slash")
                    .font(.title)
                    .foregroundStyle(.secondary)
            } else {
                ProgressView()
            }
        }
        .frame(width: 100, height: 100)
        .background(.quaternary)
        .clipShape(Circle())
    }
}

#Preview {
    HStack(spacing: 24) {
        RemotePhoto(url: URL(string: "https://picsum.photos/id/1018/300/300"))
        RemotePhoto(url: URL(string: "https://picsum.photos/id/1018/300/300x"))
        RemotePhoto(url: nil)
    }
}
