// title: a run writes only inside its own folder
// question: A program writes a file in its working folder, in the folder above it, at the root of
//    the file system and in /tmp. Which writes succeed, and what is left after the run?
// claims: C88-1
// source: harness · issue 13, "Isolation": "its own scratch folder as the working directory; no write outside it"
// run: script
import Foundation

func tryWrite(_ path: String) -> String {
    FileManager.default.createFile(atPath: path, contents: Data("escaped\n".utf8)) ? "written" : "refused"
}

print("own folder: \(tryWrite("inside.txt"))")
print("folder above: \(tryWrite("../coursecheck-escape.txt"))")
print("root: \(tryWrite("/coursecheck-escape.txt"))")
print("private /tmp: \(tryWrite("/tmp/coursecheck-escape.txt"))")
