import CourseCheckKit
import Foundation

/// The author's loop: `new`, `pending`, `accept`, `reject`, `review` (docs/AUTHORING.md).
enum AuthoringCommands {
    static func new(_ options: NewOptions, root: URL) -> Int32 {
        do {
            let created = try Scaffold.create(lesson: options.lesson, slug: options.slug, claims: options.claims, root: root)
            print("wrote \(created.scenario)\nwrote \(created.expected)")
            if !created.catalogRows.isEmpty {
                print("added \(created.catalogRows.joined(separator: ", ")) to \(ClaimCatalog.path): write what each claims there")
            }
            print("Paste the lesson's code into the scenario, write the header, write the claims from the lesson text,\nthen `swift run coursecheck \(options.lesson)/\(options.slug)`.")
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
            let state = file.scenario == nil ? "stale: no scenario \(file.target)" : FileManager.default.fileExists(atPath: root.appendingPathComponent(file.target).path) ? "changes \(file.target)" : "new"
            let changes = Recorder.diff(file, root: root).changes.count
            print("\(file.path)  (\(state); \(changes) change\(changes == 1 ? "" : "s"))")
        }
        return 0
    }

    static func selected(_ filters: [String], root: URL) -> [Recorder.Pending] {
        Recorder.pending(root: root, filter: ScenarioFilter(filters))
    }

    static func accept(_ filters: [String], root: URL) -> Int32 {
        let pending = selected(filters, root: root)
        if pending.isEmpty { print("nothing pending\(filters.isEmpty ? "" : " for \(filters.joined(separator: " "))")") }
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

    static func reject(_ filters: [String], root: URL) -> Int32 {
        let pending = selected(filters, root: root)
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

    /// One change at a time, as `cargo insta review` and `git add -p` go: each pending file's
    /// changes as hunks of a unified diff, each answered from standard input (`a`ccept, `r`eject,
    /// `s`kip, `q`uit). The `.txt` takes the accepted changes, the pending file keeps the skipped
    /// ones; nothing is changed without an answer.
    static func review(_ filters: [String], root: URL) -> Int32 {
        let pending = selected(filters, root: root)
        if pending.isEmpty { print("nothing pending"); return 0 }
        for (index, file) in pending.enumerated() {
            let diff = Recorder.diff(file, root: root)
            let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(file.target).path)
            print("── \(index + 1)/\(pending.count) · \(file.path)\(file.scenario == nil ? " (stale: no scenario)" : "")")
            print("--- \(exists ? file.target : "/dev/null")\n+++ \(file.path)")
            if diff.isEmpty {
                print("(the same as \(file.target))")
                continue
            }
            var decisions: [Recorder.Decision] = []
            var quit = false
            let hunks = diff.hunksPerChange()
            for (number, hunk) in hunks.enumerated() {
                print(hunk.header(context: Recorder.sectionContext(diff.old, line: hunk.firstChangedOldLine)))
                hunk.lines.forEach { print($0) }
                guard let answer = ask("change \(number + 1)/\(hunks.count): accept, reject, skip or quit? [a/r/s/q] ") else { quit = true; break }
                if answer == .quit { quit = true; break }
                decisions.append(answer.decision!)
            }
            do {
                let left = try Recorder.decide(file, decisions, root: root)
                let accepted = decisions.filter { $0 == .accept }.count
                print("\(accepted) of \(hunks.count) accepted into \(file.target)" + (left ? "; \(file.path) keeps the rest" : ""))
            } catch {
                Terminal.error("coursecheck: \(error)")
                return 2
            }
            if quit { return 0 }
        }
        return 0
    }

    enum Answer: Equatable {
        case accept, reject, skip, quit
        var decision: Recorder.Decision? {
            switch self {
            case .accept: .accept
            case .reject: .reject
            case .skip: .skip
            case .quit: nil
            }
        }
    }

    /// Asks until the answer is one of the choices; nil at the end of the input.
    static func ask(_ question: String) -> Answer? {
        while true {
            print(question, terminator: "")
            fflush(nil)
            guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { print(); return nil }
            switch answer {
            case "a", "accept": return .accept
            case "r", "reject": return .reject
            case "s", "skip", "": return .skip
            case "q", "quit": return .quit
            default: continue
            }
        }
    }
}
