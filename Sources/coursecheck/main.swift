import CourseCheckKit
import Foundation

/// `coursecheck`: checks the course's claims. The command line is decoded into a typed `Command`
/// first (`CommandParser`, from the table in `CommandSpec`), then run; see `coursecheck help`.
let version = "coursecheck 1.0 (the course's claims, on the model of SwiftUI)"

func run(_ arguments: [String]) -> Int32 {
    let command: Command
    switch CommandParser.parse(arguments) {
    case .success(let parsed): command = parsed
    case .failure(let failure):
        Terminal.error(failure.description)
        return 2
    }
    switch command {
    case .help(let topic):
        print(topic.flatMap(CommandSpec.named).map(CommandHelp.help(for:)) ?? CommandHelp.overview())
        return 0
    case .version:
        print(version)
        return 0
    case .mergeJUnit(let output, let inputs):
        return MaintenanceCommands.mergeJUnit(output: output, inputs: inputs)
    default:
        break
    }
    // A variable the harness cannot use stops every command before any work (`Configuration`).
    if case .failure(let error) = Configuration.process {
        Terminal.error("coursecheck: \(error)")
        return 2
    }
    guard let root = CourseCheck.findRoot(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else {
        Terminal.error("coursecheck: run me inside the course package (a folder with Package.swift and lessons/)")
        return 2
    }
    switch command {
    case .check(let options): return CheckCommand(options: options, root: root).run()
    case .record(let options): return RecordCommand(options: options, root: root).run()
    case .list(let filters): return ListCommand.run(filters, root: root)
    case .show(let options): return ShowCommand(options: options, root: root).run()
    case .new(let options): return AuthoringCommands.new(options, root: root)
    case .pending: return AuthoringCommands.pending(root: root)
    case .accept(let filters): return AuthoringCommands.accept(filters, root: root)
    case .reject(let filters): return AuthoringCommands.reject(filters, root: root)
    case .review(let filters): return AuthoringCommands.review(filters, root: root)
    case .clean(let filters): return MaintenanceCommands.clean(filters, root: root)
    case .convertAvailability(let write): return MaintenanceCommands.convertAvailability(write: write, root: root)
    case .surface(let options): return SurfaceCommand.run(options, root: root)
    case .help, .version, .mergeJUnit: return 0
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
