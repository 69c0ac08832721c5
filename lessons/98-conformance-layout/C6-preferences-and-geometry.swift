// title: preferences, onGeometryChange and a named coordinate space
// question: Two views report their widths through a PreferenceKey whose reduce keeps the larger;
//    onPreferenceChange stores it. onGeometryChange reports a view's height. A GeometryReader
//    20 points below the top of a space named "box" reads its position in that space.
// claims: C98-6
// source: Apple's documentation of PreferenceKey (reduce "Combines a sequence of values by modifying
//    the previously-accumulated value with the result of a closure that provides the next value"),
//    preference(key:value:), onPreferenceChange(_:perform:) ("Adds an action to perform when the
//    specified preference key's value changes"), onGeometryChange(for:of:action:) and
//    coordinateSpace(name:). Code written for this check.
import SwiftUI

nonisolated struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct ContentView: View {
    @State private var widest: CGFloat = 0
    @State private var height: CGFloat = 0

    var body: some View {
        VStack {
            VStack {
                Color.red.frame(width: 40, height: 10)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                        }
                    }
                Color.blue.frame(width: 70, height: 10)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                        }
                    }
            }
            .onPreferenceChange(WidthKey.self) { widest = $0 }
            Text("widest \(Int(widest))")
            Color.green.frame(width: 50, height: 30)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { newValue in
                    height = newValue
                }
            Text("height \(Int(height))")
            GeometryReader { proxy in
                Text("y \(Int(proxy.frame(in: .named("box")).minY))")
            }
            .frame(height: 30)
            .padding(.top, 20)
            .coordinateSpace(name: "box")
        }
    }
}
