import Foundation

/// Finds the scenarios under `lessons/`: each `.swift` file directly in a lesson folder, and each
/// folder of `.swift` files (a tutorial step spanning several files; the one whose header names
/// its claims carries the header).
public enum ScenarioLoader {
    public struct Loaded: Sendable {
        public var scenarios: [Scenario]
        public var errors: [ScenarioError]
    }

    public static func load(root: URL) -> Loaded {
        let lessons = root.appendingPathComponent("lessons")
        let fm = FileManager.default
        var scenarios: [Scenario] = []
        var errors: [ScenarioError] = []
        let lessonNames = ((try? fm.contentsOfDirectory(atPath: lessons.path)) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: lessons.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue && name != "assets"
        }.sorted()
        for lesson in lessonNames {
            let folder = lessons.appendingPathComponent(lesson)
            for entry in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !entry.hasPrefix(".") {
                let url = folder.appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                fm.fileExists(atPath: url.path, isDirectory: &isDirectory)
                let question = isDirectory.boolValue ? entry : String(entry.dropLast(".swift".count))
                guard isDirectory.boolValue || entry.hasSuffix(".swift") else { continue }
                do {
                    scenarios.append(try loadScenario(at: url, lesson: lesson, question: question, isFolder: isDirectory.boolValue, root: root))
                } catch let error as ScenarioError {
                    errors.append(error)
                } catch {
                    errors.append(ScenarioError(path: relative(url, to: root), line: 1, message: "\(error)"))
                }
            }
        }
        return Loaded(scenarios: scenarios, errors: errors)
    }

    static func loadScenario(at url: URL, lesson: String, question: String, isFolder: Bool, root: URL) throws -> Scenario {
        let fileURLs: [URL]
        if isFolder {
            fileURLs = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
        } else {
            fileURLs = [url]
        }
        let files = try fileURLs.map { fileURL -> Scenario.SourceFile in
            let path = relative(fileURL, to: root)
            guard let data = FileManager.default.contents(atPath: fileURL.path), let contents = String(data: data, encoding: .utf8) else {
                throw ScenarioError(path: path, line: 1, message: "cannot read the file as UTF-8")
            }
            return Scenario.SourceFile(name: fileURL.lastPathComponent, path: path, contents: contents)
        }
        guard !files.isEmpty else {
            throw ScenarioError(path: relative(url, to: root), line: 1, message: "the scenario folder has no .swift files")
        }
        // The header is in the (first) file whose leading comments name claims.
        let headerFile = files.first { $0.contents.split(separator: "\n").prefix(while: { $0.hasPrefix("//") }).contains { $0.contains("claims:") } } ?? files[0]
        var (header, runs) = try HeaderParser.parse(headerFile.contents, path: headerFile.path)
        let assetsFolder = root.appendingPathComponent("lessons").appendingPathComponent("assets")
        for index in runs.indices {
            do {
                runs[index].resolvedAssets = try runs[index].assets.map { try $0.resolve(assetsFolder: assetsFolder) }
            } catch {
                throw ScenarioError(path: headerFile.path, line: 1, message: "\(error)")
            }
        }
        for run in runs {
            for name in run.files ?? [] where !files.contains(where: { $0.name == name }) {
                throw ScenarioError(path: headerFile.path, line: 1, message: "files: the scenario has no file \(name)")
            }
        }
        return Scenario(id: "\(lesson)/\(question)", lesson: lesson, question: question, path: relative(url, to: root),
                        files: files, header: header, runs: runs)
    }

    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
