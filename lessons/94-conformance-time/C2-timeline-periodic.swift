// title: a periodic TimelineView updates on the run's clock
// question: A TimelineView(.periodic(from: start, by: 1)) shows the seconds since start. What does it
//    show, and when does its content run, over 0.5 s, then 1 s more, then 2 s more?
// claims: C94-2
// source: Apple's documentation of TimelineView ("A view that updates according to a schedule that
//    you provide") and of PeriodicTimelineSchedule ("A schedule for updating a timeline view at
//    regular intervals"). Code written for this check.
// step: wait 0.5
// step: wait 1
// step: wait 2
import SwiftUI

struct ContentView: View {
    let start = Date.now

    var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            let elapsed = Int(context.date.timeIntervalSince(start).rounded())
            let _ = print("timeline at \(elapsed) s")
            Text("\(elapsed) s")
        }
    }
}
