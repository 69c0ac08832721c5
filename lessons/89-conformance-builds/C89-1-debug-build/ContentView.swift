// title: a Debug build
// question: Sample data under #if DEBUG, and a file that imports only UIKit but uses Foundation's
//    URL: do they compile in a new app's Debug build, and what does the screen show?
// claims: C89-1
// source: conformance · Xcode's Debug configuration (SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG);
//    UIKit re-exports Foundation
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text(Sample.greeting)
            Text(Links.home.host() ?? "no host")
        }
    }
}

#if DEBUG
enum Sample {
    static let greeting = "debug sample data"
}
#else
enum Sample {
    static let greeting = "release"
}
#endif
