@testable import CourseCheckKit
import Foundation
import Testing

/// The HTML report of the whole course, rendered in headless Chromium at a phone's width
/// (390 points): no page is wider than its viewport, every page shows as many pictures of the
/// screen as its runs have steps, and no page has a script (so none can fail). Skipped, with a
/// notice, where Chromium is not installed (`.ci/run` installs it from Debian's packages).
@Suite("The HTML report in a browser")
struct HTMLReportRenderingTests {
    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func everyPageRendersWithinAPhonesWidthWithItsPictures() async throws {
        guard let chromium = Self.chromium else {
            print("notice: Chromium is not installed; the HTML report was not rendered (apt-get install chromium)")
            return
        }
        let check = try CourseAnswers.checker.get()
        let outcomes: [ScenarioOutcome] = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: check.checkCourse()) }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = try HTMLReport.write(.init(outcomes: outcomes, scenarios: CourseAnswers.loaded.scenarios, root: CourseAnswers.root), to: directory)
        for page in pages {
            #expect(!(try String(contentsOfFile: page, encoding: .utf8)).contains("<script"), "\(page) has a script")
        }
        let measured = try render(pages, with: chromium, in: directory)
        for page in pages {
            let line = try #require(measured.first { $0.hasPrefix(page + " ") }, "\(page) did not render")
            let fields = Dictionary(uniqueKeysWithValues: line.split(separator: " ").dropFirst().compactMap { field -> (String, Int)? in
                let parts = field.split(separator: "=")
                return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? -1) : nil
            })
            #expect((fields["width"] ?? .max) <= 390, "\(line): wider than the viewport")
            #expect(fields["broken"] == 0, "\(line)")
            let lesson = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
            if lesson.hasPrefix("lesson-") {
                let screens = outcomes.filter { "lesson-" + HTMLReportName.lesson($0.id) == lesson }
                    .flatMap(\.variants).flatMap(\.observed.screens).count
                #expect((fields["svgs"] ?? 0) >= screens, "\(line): \(screens) pictures expected")
            }
        }
    }

    /// Loads every page in a frame 390 points wide and reads back each one's width, pictures and
    /// broken images.
    func render(_ pages: [String], with chromium: String, in directory: URL) throws -> [String] {
        let list = pages.map { "'\($0)'" }.joined(separator: ",")
        let checker = """
            <!DOCTYPE html><html><body><pre id="out">pending</pre><script>
            const pages = [\(list)]; const out = []; let left = pages.length;
            for (const page of pages) {
              const frame = document.createElement('iframe');
              frame.style.width = '390px'; frame.style.height = '800px';
              frame.onload = () => {
                try {
                  const doc = frame.contentDocument;
                  const broken = [...doc.querySelectorAll('img')].filter(i => !i.complete || i.naturalWidth == 0).length;
                  out.push(page + ' width=' + doc.documentElement.scrollWidth + ' svgs=' + doc.querySelectorAll('svg').length + ' broken=' + broken);
                } catch (e) { out.push(page + ' unreadable'); }
                if (--left == 0) document.getElementById('out').textContent = out.join('\\n');
              };
              frame.src = page; document.body.appendChild(frame);
            }
            </script></body></html>
            """
        let checkerURL = directory.appendingPathComponent("render-check.html")
        try checker.write(to: checkerURL, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                             "--virtual-time-budget=30000", "--dump-dom", checkerURL.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else { return [] }
        return dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }
}

/// What the report shows of a scenario that does not hold, and a screenshot of one page per kind
/// of section, looked at in headless Chromium.
@Suite("The HTML report of a failure")
struct HTMLFailureReportTests {
    /// The broken scenario (`RecordLoopTests`) beside a passing one of another lesson.
    static func report() async throws -> (pages: [String], directory: URL, outcomes: [ScenarioOutcome]) {
        let failing = try await RecordLoopTests.brokenOutcome()
        let passing = try await CourseAnswers.checker.get().check(try #require(CourseAnswers.loaded.scenarios.first { $0.id.hasPrefix("90-") }))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("html-failure-\(UUID().uuidString)")
        let outcomes = [failing, passing]
        let pages = try HTMLReport.write(.init(outcomes: outcomes, scenarios: CourseAnswers.loaded.scenarios, root: CourseAnswers.root), to: directory)
        return (pages, directory, outcomes)
    }

    /// The index links straight to the failing scenario's section, which shows the diff.
    @Test func theIndexLinksToTheFailureAndItsPageShowsTheDiff() async throws {
        let (_, directory, outcomes) = try await Self.report()
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        let link = HTMLReport.link(to: outcomes[0])
        #expect(index.contains("<ul class=\"failing\">") && index.contains("href=\"\(link)\""))
        #expect(!index.contains("href=\"\(HTMLReport.link(to: outcomes[1]))\""), "a passing scenario is not listed")
        let parts = link.split(separator: "#")
        let page = try String(contentsOf: directory.appendingPathComponent(String(parts[0])), encoding: .utf8)
        #expect(page.contains("id=\"\(parts[1])\""))
        #expect(page.contains("<pre class=\"diff\">"))
        #expect(page.contains("<span class=\"del\">-! Text &quot;Lima&quot;</span>"))
        #expect(!page.contains("class=\"sides\""), "no two boxes side by side")
        #expect(page.contains("<pre class=\"code\">\n<span class=\"line\"><span class=\"ln\">1</span>"), "code lines wrap, one block each")
    }

    /// One lesson page for each kind of section the course's expected files claim, rendered by
    /// Chromium 390 points wide: each renders (a picture of the page is made, as wide as the
    /// viewport), and is kept under `.build/coursecheck-screenshots` to look at.
    @Test func aScreenshotOfOnePagePerSectionKind() async throws {
        guard let chromium = HTMLReportRenderingTests.chromium else {
            print("notice: Chromium is not installed; no screenshots were taken (apt-get install chromium)")
            return
        }
        // A scenario claiming each kind of section.
        var chosen: [String: Scenario] = [:]
        for scenario in CourseAnswers.loaded.scenarios {
            let path = ExpectedFile.path(for: scenario.id)
            guard let text = try? String(contentsOf: CourseAnswers.root.appendingPathComponent(path), encoding: .utf8),
                  let file = try? ExpectedFile.parse(text, path: path) else { continue }
            for section in file.variants.flatMap(\.sections) {
                let kind = section.name.name.hasPrefix("screen after") ? "screen after" : section.name.name
                if chosen[kind] == nil { chosen[kind] = scenario }
            }
        }
        #expect(chosen.keys.count >= 8, "\(chosen.keys.sorted())")
        let check = try CourseAnswers.checker.get()
        var outcomes: [ScenarioOutcome] = [try await RecordLoopTests.brokenOutcome()]
        for scenario in Set(chosen.values).sorted(by: { $0.id < $1.id }) { outcomes.append(await check.check(scenario)) }
        let directory = CourseAnswers.root.appendingPathComponent(".build/coursecheck-screenshots")
        try? FileManager.default.removeItem(at: directory)
        let pages = try HTMLReport.write(.init(outcomes: outcomes, scenarios: CourseAnswers.loaded.scenarios, root: CourseAnswers.root), to: directory)
        for (kind, scenario) in chosen.sorted(by: { $0.key < $1.key }) {
            let page = directory.appendingPathComponent(HTMLReport.fileName(lesson: HTMLReport.lesson(of: scenario.id)))
            #expect(pages.contains(page.path))
            // The scenario's part of its lesson's page, on a page of its own (a headless
            // screenshot of a page scrolled to an anchor comes out blank).
            let outcome = try #require(outcomes.first { $0.id == scenario.id })
            let name = "section-\(kind.replacingOccurrences(of: " ", with: "-"))"
            let alone = directory.appendingPathComponent(name + ".html")
            try HTML.page(title: scenario.id, body: HTMLReport.questionSection(outcome, scenario: scenario, root: CourseAnswers.root))
                .write(to: alone, atomically: true, encoding: .utf8)
            let shot = directory.appendingPathComponent(name + ".png")
            try screenshot(alone.absoluteString, to: shot, with: chromium)
            let data = try Data(contentsOf: shot)
            let size = try #require(ImageFileInfo.read(data), "\(kind): no picture")
            #expect(size.width == 390, "\(kind): \(size.width) wide")
            #expect(data.count > 20_000, "\(kind): \(data.count) bytes, a blank page?")
        }
        print("screenshots of the report, one page per kind of section: \(directory.path)")
    }

    func screenshot(_ page: String, to file: URL, with chromium: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=390,1600", "--virtual-time-budget=10000",
                             "--screenshot=\(file.path)", page]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }
}

/// The lesson a scenario ID belongs to, as the report names its page.
enum HTMLReportName {
    static func lesson(_ id: String) -> String { String(id.split(separator: "/").first ?? "") }
}
