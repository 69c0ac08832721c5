// title: a thread bomb is stopped at the process limit, named every time
// question: A program starts threads that never end, in a loop. How does the run end?
// claims: C88-13
// source: harness · issue 25, "Deterministic isolation": "Limits are named the same way every time."
// run: script
// timeout: 3
import Foundation

print("starting threads")
var attributes = pthread_attr_t()
pthread_attr_init(&attributes)
// Small stacks: the threads reach the process limit long before the memory limit.
pthread_attr_setstacksize(&attributes, 64 << 10)
while true {
    var thread = pthread_t()
    _ = pthread_create(&thread, &attributes, { _ in
        while true { sleep(1000) }
    }, nil)
}
