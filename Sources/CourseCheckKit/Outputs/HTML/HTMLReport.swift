import CourseCheckProtocol
import Foundation

/// `coursecheck --html DIR`: a report to look at. `index.html` (the course: every lesson, the
/// summary), a page per lesson (every question: its text, its code with the compiler's
/// diagnostics under the lines they point at, the lesson's answer, each claimed section with its
/// verdict, the diff of each claim that does not hold, the console by step, what VoiceOver reads,
/// and a picture of the screen after each step), and `coverage.html` (`CoveragePage`). The index
/// links straight to every scenario that does not hold. Every page is self-contained: styles inline, pictures as inline SVG, no
/// script.
public enum HTMLReport {
    public struct Input: Sendable {
        public var outcomes: [ScenarioOutcome]
        public var scenarios: [Scenario]
        public var root: URL
        public init(outcomes: [ScenarioOutcome], scenarios: [Scenario], root: URL) {
            self.outcomes = outcomes
            self.scenarios = scenarios
            self.root = root
        }
    }

    /// Writes the pages under `directory`; returns their paths.
    public static func write(_ input: Input, to directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [String] = []
        let byLesson = Dictionary(grouping: input.outcomes) { lesson(of: $0.id) }
        for (lessonName, outcomes) in byLesson {
            let page = lessonPage(lessonName, outcomes.sorted(naturallyBy: \.id), input: input)
            let url = directory.appendingPathComponent(fileName(lesson: lessonName))
            try page.write(to: url, atomically: true, encoding: .utf8)
            written.append(url.path)
        }
        let index = directory.appendingPathComponent("index.html")
        try indexPage(input, lessons: byLesson).write(to: index, atomically: true, encoding: .utf8)
        written.append(index.path)
        let coverage = directory.appendingPathComponent("coverage.html")
        try CoveragePage.render(input).write(to: coverage, atomically: true, encoding: .utf8)
        written.append(coverage.path)
        return written.sorted()
    }

    static func lesson(of id: String) -> String { String(id.split(separator: "/").first ?? Substring(id)) }
    static func fileName(lesson: String) -> String { "lesson-\(lesson).html" }

    static func indexPage(_ input: Input, lessons: [String: [ScenarioOutcome]]) -> String {
        var body = ["<h1>The course's claims</h1>",
                    "<p>\(XML.escape(TextReport.summary(input.outcomes, seconds: input.outcomes.map(\.seconds).reduce(0, +))))</p>",
                    "<p><a href=\"coverage.html\">Coverage: every claim and the model's API families</a></p>"]
        let failing = input.outcomes.filter { !$0.verdict.isSuccess }.sorted(naturallyBy: \.id)
        if !failing.isEmpty {
            body.append("<h2 id=\"failing\">What does not hold</h2><ul class=\"failing\">")
            for outcome in failing {
                body.append("<li><a href=\"\(link(to: outcome))\">\(XML.escape(outcome.claims.joined(separator: " "))) · \(XML.escape(outcome.id))</a> <span class=\"\(outcome.verdict.rawValue)\">\(outcome.verdict.rawValue)</span>"
                            + (outcome.title.isEmpty ? "" : " <span class=\"muted\">\(XML.escape(outcome.title))</span>") + "</li>")
            }
            body.append("</ul>")
        }
        body.append("<h2>Lessons</h2><table><tr><th>lesson</th><th>questions</th><th>verdicts</th></tr>")
        for name in lessons.keys.sorted(naturallyBy: { $0 }) {
            let outcomes = lessons[name]!
            let counts = Dictionary(grouping: outcomes, by: \.verdict).map { "\($0.value.count) \($0.key.rawValue)" }.sorted().joined(separator: ", ")
            let worst = outcomes.map(\.verdict).max() ?? .pass
            body.append("<tr><td><a href=\"\(fileName(lesson: name))\">\(XML.escape(name))</a></td><td>\(outcomes.count)</td><td class=\"\(worst.rawValue)\">\(XML.escape(counts))</td></tr>")
        }
        body.append("</table>")
        return HTML.page(title: "The course's claims", body: body.joined(separator: "\n"))
    }

    static func lessonPage(_ lesson: String, _ outcomes: [ScenarioOutcome], input: Input) -> String {
        var body = ["<p><a href=\"index.html\">← the course</a></p>", "<h1>lesson \(XML.escape(lesson))</h1>", "<ul>"]
        for outcome in outcomes {
            body.append("<li><a href=\"#\(anchor(outcome.id))\">\(XML.escape(outcome.claims.joined(separator: " "))) · \(XML.escape(question(of: outcome.id)))</a> <span class=\"\(outcome.verdict.rawValue)\">\(outcome.verdict.rawValue)</span></li>")
        }
        body.append("</ul>")
        for outcome in outcomes {
            body.append(questionSection(outcome, scenario: input.scenarios.first { $0.id == outcome.id }, root: input.root))
        }
        return HTML.page(title: "lesson \(lesson)", body: body.joined(separator: "\n"))
    }

    static func question(of id: String) -> String { String(id.split(separator: "/").last ?? Substring(id)) }
    /// A scenario's section of its lesson's page.
    static func link(to outcome: ScenarioOutcome) -> String { "\(fileName(lesson: lesson(of: outcome.id)))#\(anchor(outcome.id))" }
    static func anchor(_ id: String) -> String { String(id.map { $0.isLetter || $0.isNumber ? $0 : "-" }) }

    static func questionSection(_ outcome: ScenarioOutcome, scenario: Scenario?, root: URL) -> String {
        var out = ["<section class=\"question\" id=\"\(anchor(outcome.id))\">",
                   "<h2>\(XML.escape(outcome.claims.joined(separator: " "))) · \(XML.escape(question(of: outcome.id)))\(outcome.title.isEmpty ? "" : " · " + XML.escape(outcome.title)) <span class=\"verdict \(outcome.verdict.rawValue)\">\(outcome.verdict.rawValue)</span></h2>"]
        if !outcome.question.isEmpty { out.append("<p>\(XML.escape(outcome.question))</p>") }
        if let message = outcome.message { out.append("<p class=\"error\">\(XML.escape(message))</p>") }
        let expectedPath = ExpectedFile.path(for: outcome.id)
        let expected = ((try? TextFile.read(root.appendingPathComponent(expectedPath), root: root, path: expectedPath)) ?? nil)
            .flatMap { try? ExpectedFile.parse($0, path: expectedPath) }
        // What does not hold, first.
        for variant in outcome.variants where !variant.failures.isEmpty {
            let run = outcome.variants.count > 1 || variant.variant != "default" ? " in run <code>\(XML.escape(variant.variant))</code>" : ""
            out.append("<h3>What does not hold\(run)</h3>" + variant.failures.map(diffBlock).joined(separator: "\n"))
        }
        if let notes = expected?.notes, !notes.isEmpty {
            out.append("<h3>The lesson's answer</h3><blockquote>\(XML.escape(notes.joined(separator: " ")))</blockquote>")
        }
        for variant in outcome.variants {
            if outcome.variants.count > 1 || variant.variant != "default" {
                out.append("<h3>Run <code>\(XML.escape(variant.variant))</code>: <span class=\"\(variant.verdict.rawValue)\">\(variant.verdict.rawValue)</span>\(variant.knownFailureReason.map { " <span class=\"muted\">(\(XML.escape($0)))</span>" } ?? "")</h3>")
            } else if let reason = variant.knownFailureReason {
                out.append("<p class=\"known-failure\">Known failure: \(XML.escape(reason))</p>")
            }
            if let scenario {
                out.append(codeBlock(scenario.forRun(scenario.runs.first { $0.variant == variant.variant } ?? scenario.runs[0]), variant.observed))
            }
            if let claims = expected?.variants.first(where: { $0.name == variant.variant }) {
                out.append(claimsBlock(claims, variant.observed, expectedPath: expectedPath))
            }
            if let console = variant.observed.section(.console) {
                out.append("<h3>Console</h3><pre>\(XML.escape(console.lines.isEmpty ? "(nothing)" : console.lines.joined(separator: "\n")))</pre>")
            }
            if let accessibility = variant.observed.section(.accessibility), !accessibility.lines.isEmpty {
                out.append("<h3>VoiceOver reads</h3><pre>\(XML.escape(accessibility.lines.joined(separator: "\n")))</pre>")
            }
            if let device = variant.observed.device, !variant.observed.screens.isEmpty {
                out.append("<h3>The screen</h3><div class=\"pictures\">")
                for screen in variant.observed.screens {
                    let title = "after \(screen.step)"
                    out.append("<figure>\(ScreenPicture.svg(elements: screen.elements, device: device, title: title))<figcaption>\(XML.escape(title))</figcaption></figure>")
                }
                out.append("</div>")
            }
        }
        out.append("</section>")
        return out.joined(separator: "\n")
    }

    /// The scenario's files, numbered, each diagnostic under the line it points at.
    static func codeBlock(_ scenario: Scenario, _ observed: ObservedRun) -> String {
        let diagnostics = observed.section(.compiler)?.lines.dropFirst().map { $0 } ?? []
        var out: [String] = []
        for file in scenario.files {
            out.append("<h3><code>\(XML.escape(file.name))</code></h3><pre class=\"code\">")
            var placed = Set<Int>()
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                out.append("<span class=\"line\"><span class=\"ln\">\(number + 1)</span>\(XML.escape(String(line)))</span>")
                for (index, diagnostic) in diagnostics.enumerated() where !placed.contains(index) {
                    if diagnosticLine(diagnostic, file: file.name, single: scenario.files.count == 1) == number + 1 {
                        placed.insert(index)
                        let severity = diagnostic.contains(" warning: ") ? "warning" : diagnostic.contains(" note: ") ? "note" : "error"
                        out.append("<span class=\"line diag \(severity)\"><span class=\"ln\"></span>\(XML.escape(diagnostic))</span>")
                    }
                }
            }
            out.append("</pre>")
        }
        return out.joined(separator: "\n")
    }

    /// The line a report's diagnostic points at in a file: `12:9 …`, or `File.swift:12:9 …`.
    static func diagnosticLine(_ line: String, file: String, single: Bool) -> Int? {
        let head = line.prefix { $0 != " " }
        let parts = head.split(separator: ":")
        if single, parts.count == 2 { return Int(parts[0]) }
        if parts.count == 3, parts[0] == Substring(file) { return Int(parts[1]) }
        return nil
    }

    /// Each claimed section with its verdict, and where it is in the expected file.
    static func claimsBlock(_ variant: ExpectedFile.Variant, _ observed: ObservedRun, expectedPath: String) -> String {
        var out = ["<h3>Claims</h3><table><tr><th>section</th><th>verdict</th></tr>"]
        for section in variant.sections {
            let name = "\(section.name)\(section.exactly ? " exactly" : "")\(section.sameAsVariant.map { " same as variant \($0)" } ?? "")"
            guard let seen = observed.section(section.name) else {
                out.append("<tr><td><code>\(XML.escape(name))</code></td><td class=\"fail\">not observed</td></tr>")
                continue
            }
            let holds = section.sameAsVariant != nil || SectionComparison(claimed: section, observed: seen).holds
            out.append("<tr><td><code>\(XML.escape(name))</code> <span class=\"muted\">\(XML.escape(expectedPath)):\(section.line)</span></td><td class=\"\(holds ? "pass" : "fail")\">\(holds ? "holds" : "does not hold")</td></tr>")
        }
        out.append("</table>")
        return out.joined(separator: "\n")
    }

    /// A failure as the text report prints it (`ClaimDiff`), each line coloured by what it is: a
    /// claim not found (`-`), what was observed (`+`), a message or a header.
    static func diffBlock(_ failure: String) -> String {
        let lines = failure.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let kind: String
            if line.hasPrefix("@@") || line.hasPrefix("---") || line.hasPrefix("+++") { kind = "hunk" }
            else if line.hasPrefix("-") { kind = "del" }
            else if line.hasPrefix("+") { kind = "ins" }
            else if line.hasPrefix(" ") { kind = "ctx" }
            else { kind = "msg" }
            return "<span class=\"\(kind)\">\(XML.escape(String(line)))</span>"
        }
        return "<pre class=\"diff\">\(lines.joined())</pre>"
    }
}
