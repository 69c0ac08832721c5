// title: a fork bomb is stopped at the process limit, and all its processes end with the run
// question: A program forks in a loop, and so does every child. How does the run end?
// claims: C88-4
// source: harness · issue 13, "Isolation": "limits on … processes … each reported by name when hit; all of its processes ended with it"
// run: script
// timeout: 3
import Foundation

print("forking")
while true {
    _ = fork()
}
