// title: what a run printed before it hung is kept
// question: A program prints a line, then never ends. What does the report show?
// claims: C88-5
// source: harness · issue 13, "Every bad input": "the console keeps everything printed before a crash, a hang or a time-out"
// run: script
// timeout: 2
import Foundation

print("before the hang")
while true {
    sleep(1)
}
