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
            // `_name` entries hold sources several scenarios share (`// with:`), not scenarios.
            for entry in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !entry.hasPrefix(".") && !entry.hasPrefix("_") {
                let url = folder.appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                _ = fm.fileExists(atPath: url.path, isDirectory: &isDirectory)
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
        var files = try fileURLs.map { try readSource($0, root: root) }
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
        for shared in header.sharedSources {
            files += try sharedFiles(shared, lessonFolder: root.appendingPathComponent("lessons").appendingPathComponent(lesson),
                                     root: root, headerPath: headerFile.path)
        }
        let names = files.map(\.name)
        if let clash = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ScenarioError(path: headerFile.path, line: 1, message: "two files are named \(clash) (one of them from `with:`)")
        }
        for run in runs {
            for name in run.files ?? [] where !files.contains(where: { $0.name == name }) {
                throw ScenarioError(path: headerFile.path, line: 1, message: "files: the scenario has no file \(name)")
            }
        }
        return Scenario(id: "\(lesson)/\(question)", lesson: lesson, question: question, path: relative(url, to: root),
                        files: files, header: header, runs: runs)
    }

    static func readSource(_ fileURL: URL, root: URL) throws -> Scenario.SourceFile {
        let path = relative(fileURL, to: root)
        guard let data = FileManager.default.contents(atPath: fileURL.path), let contents = String(data: data, encoding: .utf8) else {
            throw ScenarioError(path: path, line: 1, message: "cannot read the file as UTF-8")
        }
        return Scenario.SourceFile(name: fileURL.lastPathComponent, path: path, contents: contents)
    }

    /// The files a `// with:` line names: a `.swift` file or a folder of them, relative to the
    /// scenario's lesson folder (a reconstruction of the project several steps share).
    static func sharedFiles(_ relativePath: String, lessonFolder: URL, root: URL, headerPath: String) throws -> [Scenario.SourceFile] {
        let url = lessonFolder.appendingPathComponent(relativePath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ScenarioError(path: headerPath, line: 1, message: "`with: \(relativePath)`: no such file or folder in \(relative(lessonFolder, to: root))")
        }
        let urls = isDirectory.boolValue
            ? ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
            : [url]
        return try urls.map { try readSource($0, root: root) }
    }

    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
