import CourseCheckKit
import Foundation

/// `coursecheck`: checks the course's claims. The command line is parsed into a typed command
/// first (`CommandParser`, from the table in `CommandSpec`), then run; see `coursecheck help`.
let version = "coursecheck 1.0 (the course's claims, on the model of SwiftUI)"

func run(_ arguments: [String]) -> Int32 {
    let command: ParsedCommand
    switch CommandParser.parse(arguments) {
    case .success(let parsed): command = parsed
    case .failure(let failure):
        Terminal.error(failure.description)
        return 2
    }
    switch command.name {
    case "help":
        print(command.arguments.first.flatMap(CommandSpec.named).map(CommandHelp.help(for:)) ?? CommandHelp.overview())
        return 0
    case "version":
        print(version)
        return 0
    default:
        break
    }
    guard let root = CourseCheck.findRoot(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else {
        Terminal.error("coursecheck: run me inside the course package (a folder with Package.swift and lessons/)")
        return 2
    }
    switch command.name {
    case "check", "record": return CheckCommand(command: command, root: root).run()
    case "list": return ListCommand.run(command, root: root)
    case "show": return ShowCommand(command: command, root: root).run()
    case "new": return AuthoringCommands.new(command, root: root)
    case "pending": return AuthoringCommands.pending(root: root)
    case "accept": return AuthoringCommands.accept(command, root: root)
    case "reject": return AuthoringCommands.reject(command, root: root)
    case "review": return AuthoringCommands.review(command, root: root)
    case "clean": return MaintenanceCommands.clean(command, root: root)
    case "merge-junit": return MaintenanceCommands.mergeJUnit(command)
    case "convert-availability": return MaintenanceCommands.convertAvailability(command, root: root)
    case "surface": return SurfaceCommand.run(command, root: root)
    default:
        Terminal.error("coursecheck: no such command \(command.name)\nSee 'coursecheck help'.")
        return 2
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
