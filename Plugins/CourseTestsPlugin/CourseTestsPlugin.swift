import Foundation
import PackagePlugin

/// Lists the course's scenarios as Swift Testing cases for the `CourseTests` target, one per
/// scenario and variant, named by claim and question (`L8-F13 · F13-double-in-literal`), so that
/// `swift test --filter L8-F13` or `--filter "lesson 08"` runs just those. Generated at each build
/// from `lessons/`, so a new scenario is a new test without another step.
@main
struct CourseTestsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let lessons = package.appending(path: "lessons")
        let expected = package.appending(path: "expected")
        var inputs: [URL] = []
        for folder in [lessons, expected] {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            inputs += files.filter { ["swift", "txt"].contains($0.pathExtension) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "CourseScenarios.generated.swift")
        return [.buildCommand(displayName: "Listing the course's scenarios as tests",
                              executable: try context.tool(named: "CourseTestsGenerator").url,
                              arguments: [package.path(), output.path()],
                              inputFiles: inputs, outputFiles: [output])]
    }
}
