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
        if let refusal = CheckoutFiles.refusal(lessons, root: root, what: "the lessons folder") {
            return Loaded(scenarios: [], errors: [ScenarioError(path: "lessons", line: 1, message: refusal)])
        }
        let lessonNames = ((try? fm.contentsOfDirectory(atPath: lessons.path)) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: lessons.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue && name != "assets"
        }.sorted(naturallyBy: { $0 })
        for lesson in lessonNames {
            let folder = lessons.appendingPathComponent(lesson)
            if let refusal = nameRefusal(lesson) ?? CheckoutFiles.refusal(folder, root: root, what: "the lesson folder") {
                errors.append(ScenarioError(path: ControlCharacters.escaped(relative(folder, to: root)), line: 1, message: refusal))
                continue
            }
            // `_name` entries hold sources several scenarios share (`// with:`), not scenarios.
            for entry in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted(naturallyBy: { $0 }) where !entry.hasPrefix(".") && !entry.hasPrefix("_") {
                let url = folder.appendingPathComponent(entry)
                if let refusal = nameRefusal(entry) {
                    errors.append(ScenarioError(path: ControlCharacters.escaped(relative(url, to: root)), line: 1, message: refusal))
                    continue
                }
                var isDirectory: ObjCBool = false
                _ = fm.fileExists(atPath: url.path, isDirectory: &isDirectory)
                let question = isDirectory.boolValue ? entry : String(entry.dropLast(".swift".count))
                guard isDirectory.boolValue || entry.hasSuffix(".swift") else { continue }
                if let twin = scenarios.first(where: { $0.id == "\(lesson)/\(question)" }) {
                    errors.append(ScenarioError(path: relative(url, to: root), line: 1,
                                                message: "a second scenario with the ID \(lesson)/\(question) (the other is \(twin.path)): rename one"))
                    continue
                }
                do {
                    scenarios.append(try loadScenario(at: url, lesson: lesson, question: question, isFolder: isDirectory.boolValue, root: root))
                } catch let error as ScenarioError {
                    errors.append(error)
                } catch {
                    errors.append(ScenarioError(path: relative(url, to: root), line: 1, message: "\(error)"))
                }
            }
        }
        return Loaded(scenarios: scenarios.sorted(naturallyBy: \.id), errors: errors)
    }

    /// Why a file or folder's name cannot be a scenario's: a control character (a line break in
    /// a name would break every report line and CI annotation that names it). Nil when it can.
    static func nameRefusal(_ name: String) -> String? {
        guard name.unicodeScalars.contains(where: ControlCharacters.isControl) else { return nil }
        return "the name has a control character (\(ControlCharacters.escaped(name))): rename it"
    }

    static func loadScenario(at url: URL, lesson: String, question: String, isFolder: Bool, root: URL) throws -> Scenario {
        let fileURLs: [URL]
        if isFolder {
            if let refusal = CheckoutFiles.refusal(url, root: root, what: "the scenario folder") {
                throw ScenarioError(path: relative(url, to: root), line: 1, message: refusal)
            }
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
            runs[index].resolvedAssets = try runs[index].assets.map { asset in
                do { return try asset.resolve(assetsFolder: assetsFolder, root: root) } catch {
                    throw ScenarioError(path: headerFile.path, line: runs[index].assetLines[asset.name] ?? 1, message: "\(error)")
                }
            }
        }
        for (shared, line) in zip(header.sharedSources, header.sharedSourceLines) {
            files += try sharedFiles(shared, lessonFolder: root.appendingPathComponent("lessons").appendingPathComponent(lesson),
                                     root: root, headerPath: headerFile.path, line: line)
        }
        let names = files.map(\.name)
        if let clash = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ScenarioError(path: headerFile.path, line: header.sharedSourceLines.first ?? 1, message: "two files are named \(clash) (one of them from `with:`)")
        }
        for run in runs {
            for name in run.files ?? [] where !files.contains(where: { $0.name == name }) {
                throw ScenarioError(path: headerFile.path, line: run.filesLine ?? 1, message: "files: the scenario has no file \(name) (it has: \(files.map(\.name).joined(separator: ", ")))")
            }
        }
        let scenario = Scenario(id: "\(lesson)/\(question)", lesson: lesson, question: question, path: relative(url, to: root),
                                files: files, header: header, runs: runs)
        if let run = runs.first(where: { lacksContentView(scenario.forRun($0), $0) }) {
            let headerLines = headerFile.contents.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.count
            let line = min(headerLines + 1, max(headerFile.lineCount - (headerFile.contents.hasSuffix("\n") ? 1 : 0), 1))
            let which = runs.count > 1 ? " (run `\(run.variant)`)" : ""
            throw ScenarioError(path: headerFile.path, line: line,
                                message: "the scenario declares no ContentView, the view an app run shows at launch\(which): add the lesson's code, name another view with `// root: …`, or make it a script with `// run: script`")
        }
        return scenario
    }

    /// Whether an app run launches the default root, `ContentView()`, that none of its files
    /// declares: the compiler would otherwise report it in the generated driver, a file the
    /// author never wrote.
    static func lacksContentView(_ scenario: Scenario, _ run: RunSettings) -> Bool {
        guard run.mode == .app, run.rootLine == nil, !run.runsTests, run.effectiveSteps.contains(.launch),
              !ScenarioCompiler.hasOwnEntryPoint(scenario) else { return false }
        return !scenario.files.contains { declaresContentView($0.contents) }
    }

    /// `struct ContentView`, `final class ContentView: …`, `typealias ContentView = …`: a word
    /// that declares a type, then the name (a scan by line: a regular expression over a file of
    /// a megabyte takes seconds).
    static func declaresContentView(_ contents: String) -> Bool {
        let declarers: Set<Substring> = ["struct", "class", "enum", "actor", "typealias"]
        return contents.split(separator: "\n").contains { line in
            guard line.contains("ContentView"), !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") else { return false }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return zip(words, words.dropFirst()).contains { declarer, name in
                declarers.contains(declarer) && (name == "ContentView" || name.hasPrefix("ContentView:") || name.hasPrefix("ContentView<")
                    || name.hasPrefix("ContentView{") || name.hasPrefix("ContentView="))
            }
        }
    }

    static func readSource(_ fileURL: URL, root: URL) throws -> Scenario.SourceFile {
        let path = relative(fileURL, to: root)
        guard let data = try CheckoutFiles.read(fileURL, root: root, path: path) else {
            throw ScenarioError(path: path, line: 1, message: "cannot read the file")
        }
        return Scenario.SourceFile(name: fileURL.lastPathComponent, path: path, contents: try TextFile.decode(data, path: path))
    }

    /// The files a `// with:` line names: a `.swift` file or a folder of them, relative to the
    /// scenario's lesson folder (a reconstruction of the project several steps share).
    static func sharedFiles(_ relativePath: String, lessonFolder: URL, root: URL, headerPath: String, line: Int) throws -> [Scenario.SourceFile] {
        let url = lessonFolder.appendingPathComponent(relativePath)
        var isDirectory: ObjCBool = false
        guard !relativePath.contains(".."), !relativePath.hasPrefix("/") else {
            throw ScenarioError(path: headerPath, line: line, message: "`with: \(relativePath)`: shared sources are named relative to the lesson folder, inside it")
        }
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ScenarioError(path: headerPath, line: line, message: "`with: \(relativePath)`: no such file or folder in \(relative(lessonFolder, to: root))")
        }
        if let refusal = CheckoutFiles.refusal(url, root: root, inside: lessonFolder, what: "`with: \(relativePath)`") {
            throw ScenarioError(path: headerPath, line: line, message: refusal)
        }
        let urls = isDirectory.boolValue
            ? ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
            : [url]
        return try urls.map { try readSource($0, root: root) }
    }

    /// Expected files no scenario owns (a scenario renamed or removed, a typo in a path): each is
    /// an error, as is a pending `.txt.new` with no scenario.
    public static func strayExpectedFiles(root: URL, loaded: Loaded) -> [ScenarioError] {
        // A scenario that did not load still owns its expected file: its error is reported already.
        let failed = loaded.errors.compactMap { error -> String? in
            let parts = error.path.split(separator: "/")
            guard parts.count >= 3, parts[0] == "lessons" else { return nil }
            let question = parts[2].hasSuffix(".swift") ? String(parts[2].dropLast(".swift".count)) : String(parts[2])
            return "\(parts[1])/\(question)"
        }
        let owned = Set((loaded.scenarios.map(\.id) + failed).map { ExpectedFile.path(for: $0) })
        let folder = root.appendingPathComponent("expected")
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var errors: [ScenarioError] = []
        for case let url as URL in enumerator {
            let path = relative(url, to: root)
            let expected = path.hasSuffix(".txt" + ExpectedFile.pendingSuffix) ? String(path.dropLast(ExpectedFile.pendingSuffix.count)) : path
            guard expected.hasSuffix(".txt"), !owned.contains(expected) else { continue }
            let id = String(expected.dropFirst("expected/".count).dropLast(".txt".count))
            errors.append(ScenarioError(path: ControlCharacters.escaped(path), line: 1,
                                        message: "no scenario lessons/\(ControlCharacters.escaped(id)).swift (or folder) owns this file: rename it to its scenario's ID, or remove it"))
        }
        return errors.sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
