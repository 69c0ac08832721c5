import CourseCheckKit
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

/// The lesson a scenario ID belongs to, as the report names its page.
enum HTMLReportName {
    static func lesson(_ id: String) -> String { String(id.split(separator: "/").first ?? "") }
}
