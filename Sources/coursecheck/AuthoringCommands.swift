import CourseCheckKit
import Foundation

/// The author's loop: `new`, `pending`, `accept`, `reject`, `review` (docs/AUTHORING.md).
enum AuthoringCommands {
    static func new(_ command: ParsedCommand, root: URL) -> Int32 {
        let claims = command.value("claims")?.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) ?? []
        do {
            let created = try Scaffold.create(lesson: command.arguments[0], slug: command.arguments[1], claims: claims, root: root)
            print("wrote \(created.scenario)\nwrote \(created.expected)")
            print("Paste the lesson's code into the scenario, write the header, write the claims from the lesson text,\nthen `swift run coursecheck \(command.arguments[0])/\(command.arguments[1])`.")
            return 0
        } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
    }

    static func pending(root: URL) -> Int32 {
        let pending = Recorder.pending(root: root)
        if pending.isEmpty { print("nothing pending") }
        for file in pending {
            let state = file.scenario == nil ? "stale: no scenario \(file.target)" : FileManager.default.fileExists(atPath: root.appendingPathComponent(file.target).path) ? "replaces \(file.target)" : "new"
            print("\(file.path)  (\(state))")
        }
        return 0
    }

    static func selected(_ command: ParsedCommand, root: URL) -> [Recorder.Pending] {
        Recorder.pending(root: root, filter: ScenarioFilter(command.arguments))
    }

    static func accept(_ command: ParsedCommand, root: URL) -> Int32 {
        let pending = selected(command, root: root)
        if pending.isEmpty { print("nothing pending\(command.arguments.isEmpty ? "" : " for \(command.arguments.joined(separator: " "))")") }
        for file in pending {
            let change = Recorder.change(file, root: root)
            print(change.isEmpty ? "\(file.path): the same as \(file.target)" : change)
            do {
                try Recorder.accept(file, root: root)
                print("accepted \(file.target)")
            } catch {
                Terminal.error("coursecheck: \(error)")
                return 2
            }
        }
        return 0
    }

    static func reject(_ command: ParsedCommand, root: URL) -> Int32 {
        let pending = selected(command, root: root)
        if pending.isEmpty { print("nothing pending") }
        for file in pending {
            do {
                try Recorder.reject(file, root: root)
                print("rejected \(file.path)")
            } catch {
                Terminal.error("coursecheck: \(error)")
                return 2
            }
        }
        return 0
    }

    /// One pending file at a time: its diff against the current file, then a choice read from
    /// standard input (`a`ccept, `r`eject, `s`kip, `q`uit). Nothing is changed without an answer.
    static func review(_ command: ParsedCommand, root: URL) -> Int32 {
        let pending = selected(command, root: root)
        if pending.isEmpty { print("nothing pending"); return 0 }
        for (index, file) in pending.enumerated() {
            print("── \(index + 1)/\(pending.count) · \(file.path)\(file.scenario == nil ? " (stale: no scenario)" : "")")
            let change = Recorder.change(file, root: root)
            print(change.isEmpty ? "(the same as \(file.target))" : change)
            while true {
                print("accept, reject, skip or quit? [a/r/s/q] ", terminator: "")
                FileHandle.standardOutput.synchronizeFile()
                guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { return 0 }
                do {
                    switch answer {
                    case "a", "accept": try Recorder.accept(file, root: root); print("accepted \(file.target)")
                    case "r", "reject": try Recorder.reject(file, root: root); print("rejected \(file.path)")
                    case "s", "skip", "": print("skipped")
                    case "q", "quit": return 0
                    default: continue
                    }
                } catch {
                    Terminal.error("coursecheck: \(error)")
                    return 2
                }
                break
            }
        }
        return 0
    }
}
