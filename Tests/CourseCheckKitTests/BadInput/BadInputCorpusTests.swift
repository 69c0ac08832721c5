@testable import CourseCheckKit
import Foundation
import Testing

/// Bad input, case by case: each writes a small package (a claims catalog, a lesson, an expected
/// file, assets), checks it as the CLI would — load, then check the scenario, stopping before any
/// compile — and asserts the one message it gets, with the file and line it is about. The rest
/// of the course still runs: errors are outcomes, not crashes.
struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    /// Files to write, by path under the package; `nil` content writes the invalid UTF-8 bytes.
    var files: [String: String?]
    var path: String
    var line: Int
    var message: String
    var testDescription: String { name }

    static let header = "// claims: L1-A1\n"
    static let view = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"x\") }\n}\n"
    static let expected = "claims: L1-A1\n-- compiler\ncompiled\n"

    /// A case whose scenario has this header (after `// claims: L1-A1`) and the default expected file.
    static func header(_ name: String, _ lines: String, line: Int, _ message: String, extra: [String: String?] = [:]) -> BadInput {
        var files: [String: String?] = ["lessons/01-a/Q1.swift": header + lines + view, "expected/01-a/Q1.txt": expected]
        files.merge(extra) { $1 }
        return BadInput(name: name, files: files, path: "lessons/01-a/Q1.swift", line: line, message: message)
    }

    /// A case whose expected file is this text.
    static func expectedFile(_ name: String, _ text: String?, line: Int, _ message: String) -> BadInput {
        BadInput(name: name, files: ["lessons/01-a/Q1.swift": header + view, "expected/01-a/Q1.txt": text],
                 path: "expected/01-a/Q1.txt", line: line, message: message)
    }

    static let png = "\u{89}PNG" // not a real image

    static let all: [BadInput] = [
        header("an unknown key", "// colour: red\n", line: 2, "unknown header key 'colour'"),
        header("a line without a colon", "// just words\n", line: 2, "header line is not `// key: value`"),
        BadInput(name: "no claims", files: ["lessons/01-a/Q1.swift": "// title: t\n" + view, "expected/01-a/Q1.txt": expected],
                 path: "lessons/01-a/Q1.swift", line: 1, message: "the header names no claims"),
        BadInput(name: "empty claims", files: ["lessons/01-a/Q1.swift": "// claims:\n" + view, "expected/01-a/Q1.txt": expected],
                 path: "lessons/01-a/Q1.swift", line: 1, message: "claims: names no claim IDs"),
        header("a title twice", "// title: a\n// title: b\n", line: 3, "'title' is given twice (first on line 2)"),
        header("compile twice", "// compile: app\n// compile: package\n", line: 3, "'compile' is given twice"),
        header("two variants of one name", "// variant a: locale: en_US\n// variant a: locale: de_DE\n", line: 3, "a second variant named a"),
        header("a variant without a name", "// variant : locale: en_US\n", line: 2, "a variant needs a one-word name"),
        header("a variant of two words", "// variant a b: locale: en_US\n", line: 2, "a variant needs a one-word name"),
        header("a variant setting without a colon", "// variant a: locale\n", line: 2, "variant setting is not `key: value`"),
        header("a compile mode that is not one", "// compile: release\n", line: 2, "compile must be one of: app, package"),
        header("a run mode that is not one", "// run: fast\n", line: 2, "run must be one of: app, script"),
        header("a platform that is not iOS", "// platform: Android 14\n", line: 2, "platform must be like `iOS 27`"),
        header("a platform before SwiftUI", "// platform: iOS 12\n", line: 2, "SwiftUI needs iOS 13 or later"),
        header("a platform from the future", "// platform: iOS 99\n", line: 2, "there is no iOS 99 to build for"),
        header("an unknown device", "// device: Pixel 9\n", line: 2, "unknown device 'Pixel 9'"),
        header("an unknown locale", "// locale: xx_NOPE\n", line: 2, "unknown locale 'xx_NOPE'"),
        header("an unknown text size", "// text-size: huge\n", line: 2, "text-size must be one of"),
        header("an unknown colour scheme", "// color-scheme: blue\n", line: 2, "color-scheme must be light or dark"),
        header("a zero timeout", "// timeout: 0\n", line: 2, "timeout must be a positive number of seconds"),
        header("a negative timeout", "// timeout: -3\n", line: 2, "timeout must be a positive number of seconds"),
        header("a timeout that is not a number", "// timeout: soon\n", line: 2, "timeout must be a positive number of seconds"),
        header("an unknown step", "// step: jump\n", line: 2, "unknown step 'jump'"),
        header("a tap without quotes", "// step: tap Add\n", line: 2, "tap needs a quoted title"),
        header("a tap zero times", "// step: tap \"A\" 0 times\n", line: 2, "a tap takes `N times`"),
        header("a tap with words after it", "// step: tap \"A\" twice\n", line: 2, "a tap takes `N times`"),
        header("a negative wait", "// step: wait -1\n", line: 2, "wait takes a positive number of seconds"),
        header("a zero wait", "// step: wait 0\n", line: 2, "wait takes a positive number of seconds"),
        header("a wait that is not a number", "// step: wait long\n", line: 2, "wait takes a positive number of seconds"),
        header("type without into", "// step: type \"Oslo\" \"City\"\n", line: 2, "type takes a quoted text and a quoted field"),
        header("a preview name without quotes", "// step: preview Dark\n", line: 2, "preview takes a quoted name"),
        header("an empty step", "// step:\n", line: 2, "empty step"),
        header("an implicit import that is not a module name", "// implicit-import: Foo Bar\n", line: 2, "implicit-import takes a module name"),
        header("an asset without an equals sign", "// asset: seattle.png\n", line: 2, "asset is `NAME = FILE"),
        header("an asset in a 7x well", "// asset: a = a.png @7x\n", line: 2, "@7x: an image set's wells are @1x, @2x and @3x"),
        header("an asset in a 0x well", "// asset: a = a.png @0x\n", line: 2, "@0x: an image set's wells are @1x, @2x and @3x"),
        header("an asset in a -2x well", "// asset: a = a.png @-2x\n", line: 2, "@-2x: an image set's wells are @1x, @2x and @3x"),
        header("an asset whose file is missing", "// title: t\n// asset: a = missing.png\n", line: 3, "asset file not found: lessons/assets/missing.png"),
        header("an asset that is not a picture", "// asset: a = notes.png\n", line: 2, "cannot read the pixel size of lessons/assets/notes.png",
               extra: ["lessons/assets/notes.png": "just text"]),
        header("a network line without an arrow", "// network: https://x.test/a\n", line: 2, "network"),
        header("a network picture without a size", "// network: https://x.test/a -> image big\n", line: 2, "image takes WxH"),
        header("a network status that is not a number", "// network: https://x.test/a -> status ok\n", line: 2, "status takes a number"),
        header("a network delay that is not a number", "// network: https://x.test/a -> status 200 delay soon\n", line: 2, "delay takes seconds"),
        header("an unknown network answer", "// network: https://x.test/a -> teapot\n", line: 2, "unknown network answer 'teapot'"),
        header("files: names something that is not Swift", "// files: notes.txt\n", line: 2, "files takes the names of the folder's .swift files"),
        BadInput(name: "files: names a file the folder lacks",
                 files: ["lessons/01-a/Q1/A.swift": "// claims: L1-A1\n// title: t\n// files: B.swift\n" + view, "expected/01-a/Q1.txt": expected],
                 path: "lessons/01-a/Q1/A.swift", line: 3, message: "files: the scenario has no file B.swift"),
        header("with: a folder that is not there", "// title: t\n// with: _nothing\n", line: 3, "`with: _nothing`: no such file or folder"),
        header("with: a path out of the lesson", "// with: ../../Package.swift\n", line: 2, "shared sources are named relative to the lesson folder"),
        header("with: a file of the same name", "// with: _shared\n", line: 2, "two files are named Q1.swift",
               extra: ["lessons/01-a/_shared/Q1.swift": "let x = 1\n"]),
        header("an empty root", "// root:\n", line: 2, "root takes a Swift expression"),
        BadInput(name: "a scenario that is not UTF-8", files: ["lessons/01-a/Q1.swift": nil, "expected/01-a/Q1.txt": expected],
                 path: "lessons/01-a/Q1.swift", line: 1, message: "the file is not UTF-8 text"),
        BadInput(name: "a scenario folder without Swift files", files: ["lessons/01-a/Q1/notes.txt": "x", "expected/01-a/Q1.txt": expected],
                 path: "lessons/01-a/Q1", line: 1, message: "the scenario folder has no .swift files"),
        BadInput(name: "two scenarios with one ID",
                 files: ["lessons/01-a/Q1.swift": header + view, "lessons/01-a/Q1/A.swift": header + view, "expected/01-a/Q1.txt": expected],
                 path: "lessons/01-a/Q1.swift", line: 1, message: "a second scenario with the ID 01-a/Q1"),
        BadInput(name: "a claim the catalog does not list",
                 files: ["lessons/01-a/Q1.swift": "// title: t\n// claims: L1-Z9\n" + view, "expected/01-a/Q1.txt": "claims: L1-Z9\n"],
                 path: "lessons/01-a/Q1.swift", line: 2, message: "L1-Z9 is not in expected/CLAIMS.md"),
        expectedFile("an expected file without claims", "-- compiler\ncompiled\n", line: 1, "the expected file names no claims"),
        expectedFile("stray text before the sections", "claims: L1-A1\nhello\n", line: 2, "expected `claims:`, `xfail:`, `== variant NAME` or `-- SECTION` here"),
        expectedFile("an unknown section", "claims: L1-A1\n\n-- consle\nx\n", line: 3, "no report has a section `consle`"),
        expectedFile("xfail without a reason", "claims: L1-A1\nxfail:\n", line: 2, "xfail needs a reason"),
        expectedFile("an absence in an exact section", "claims: L1-A1\n-- console exactly\n! loading\n", line: 3, "an `exactly` section already claims every line"),
        expectedFile("an absence of nothing", "claims: L1-A1\n-- console\n!\n", line: 3, "`!` needs the line claimed absent"),
        expectedFile("an expected file that is not UTF-8", nil, line: 1, "the file is not UTF-8 text"),
        expectedFile("other claims than the header's", "claims: L1-A1, L1-A2\n-- compiler\ncompiled\n", line: 1, "they must name the same claims"),
        expectedFile("a variant the scenario lacks", "claims: L1-A1\n== variant ios25\n-- compiler\ncompiled\n", line: 2, "the scenario has no variant `ios25`"),
        BadInput(name: "two blocks for one variant",
                 files: ["lessons/01-a/Q1.swift": header + "// variant a: locale: en_US\n" + view,
                         "expected/01-a/Q1.txt": "claims: L1-A1\n== variant a\n-- compiler\ncompiled\n== variant a\n-- compiler\ncompiled\n"],
                 path: "expected/01-a/Q1.txt", line: 5, message: "a second `== variant a` block"),
        BadInput(name: "an expected file no scenario owns",
                 files: ["lessons/01-a/Q1.swift": header + view, "expected/01-a/Q1.txt": expected, "expected/01-a/Q2.txt": expected],
                 path: "expected/01-a/Q2.txt", line: 1, message: "no scenario lessons/01-a/Q2.swift"),
        BadInput(name: "a pending file no scenario owns",
                 files: ["lessons/01-a/Q1.swift": header + view, "expected/01-a/Q1.txt": expected, "expected/01-b/Old.txt.new": expected],
                 path: "expected/01-b/Old.txt.new", line: 1, message: "no scenario lessons/01-b/Old.swift"),
    ]

    /// Writes the case's package; returns its root.
    func write() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID().uuidString)")
        var files = self.files
        files["Package.swift", default: "// a package\n"] = files["Package.swift"] ?? "// a package\n"
        files["expected/CLAIMS.md"] = files["expected/CLAIMS.md"] ?? "| ID | claim |\n|---|---|\n| L1-A1 | a claim |\n| L1-A2 | another |\n"
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text.map { Data($0.utf8) } ?? Data([0x63, 0x6C, 0x61, 0xFF, 0xFE, 0x0A])).write(to: url)
        }
        return root
    }
}

@Suite("Bad input, one message each", .serialized)
struct BadInputCorpusTests {
    @Test(arguments: BadInput.all)
    func theMessageNamesTheFileAndLine(_ input: BadInput) throws {
        let root = try input.write()
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try CourseCheck(root: root, jobs: 1, cacheRoot: root.appendingPathComponent(".cache"))
        // Everything that can be said before compiling: load errors, stray files, and each
        // scenario's claims and expected file (CourseCheck.check stops at those before a compile).
        let loaded = ScenarioLoader.load(root: root)
        var messages = (loaded.errors + ScenarioLoader.strayExpectedFiles(root: root, loaded: loaded)).map(\.description)
        if messages.isEmpty {
            messages += loaded.scenarios.map { check.check($0) }.filter { $0.verdict == .error }.compactMap(\.message)
        }
        #expect(messages.count == 1, "\(messages)")
        let message = try #require(messages.first)
        #expect(message.hasPrefix("\(input.path):\(input.line): "), "\(message)")
        #expect(message.contains(input.message), "\(message)")
    }

    @Test func thereAreAtLeastSixtyCases() {
        #expect(BadInput.all.count >= 60)
        #expect(Set(BadInput.all.map(\.name)).count == BadInput.all.count)
    }

    /// Files another editor wrote still read as text: CRLF line endings and a byte-order mark.
    @Test func crlfAndAByteOrderMarkReadAsPlainText() throws {
        let input = BadInput(name: "crlf", files: [
            "lessons/01-a/Q1.swift": "\u{FEFF}// claims: L1-A1\r\n// title: t\r\n" + BadInput.view.replacingOccurrences(of: "\n", with: "\r\n"),
            "expected/01-a/Q1.txt": "\u{FEFF}claims: L1-A1\r\n-- compiler\r\ncompiled\r\n",
        ], path: "", line: 0, message: "")
        let root = try input.write()
        defer { try? FileManager.default.removeItem(at: root) }
        let loaded = ScenarioLoader.load(root: root)
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        #expect(loaded.scenarios.first?.header.title == "t")
        let text = try #require(try TextFile.read(root.appendingPathComponent("expected/01-a/Q1.txt"), root: root, path: "e"))
        #expect(try ExpectedFile.parse(text, path: "e").variants.first?.sections.first?.lines == ["compiled"])
    }
}
