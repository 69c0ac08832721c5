// title: a run's environment is the harness's allow-list, nothing of the harness's own
// question: A program prints the names of its environment variables. Which are there?
// claims: C88-12
// source: harness · issue 25, "A sandbox the program cannot undo": "Give it an environment made from an allow-list (LANG, TZ, the plan's variables), never the harness's own."
// run: script
import Foundation

for name in ProcessInfo.processInfo.environment.keys.sorted() {
    print(name)
}
