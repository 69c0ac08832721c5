// title: a protocol as an environment object
// question: To swap the weather source in tests, a view reads @Environment((any WeatherSource).self),
//    where WeatherSource is a protocol for @Observable classes. Does it compile?
// claims: L46-D4
// source: lesson 46 · edge cases · passing dependencies · question 4 of 9
// compile: package
import SwiftUI

protocol WeatherSource: AnyObject, Observable {
    var today: String { get }
}

struct Strip: View {
    @Environment((any WeatherSource).self) private var weather

    var body: some View {
        Text(weather.today)
    }
}

struct ContentView: View {
    var body: some View {
        Strip()
    }
}
