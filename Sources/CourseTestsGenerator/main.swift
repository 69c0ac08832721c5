import CourseCheckKit
import Foundation

/// `CourseTestsGenerator PACKAGE OUTPUT`: writes the Swift Testing cases of the course's
/// scenarios (see `CourseTestSource`) for the `CourseTests` target's build plugin.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: CourseTestsGenerator PACKAGE OUTPUT\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let source = CourseTestSource.make(ScenarioLoader.load(root: root))
let output = URL(fileURLWithPath: arguments[2])
// Rewrite only on change, so an unchanged course does not rebuild the tests.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
