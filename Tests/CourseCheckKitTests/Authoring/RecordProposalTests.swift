@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import Testing

/// Golden tests of `record`'s proposal: a curated expected file, what a changed scenario now
/// shows, and the whole proposed file. Every comment, quotation, section, absence, partial claim
/// and line order the author wrote stays; only the claimed lines that no longer hold change; and
/// nothing unclaimed is added, but under `--all`.
@Suite("What record proposes")
struct RecordProposalTests {
    /// An observation written as an expected file is (`== variant`, `-- section`, lines); in a
    /// section grouped by step, a `[…]` line is a step marker.
    static func observed(_ text: String) -> [ObservedRun] {
        var runs: [ObservedRun] = []
        var section: ObservedRun.Section?
        func close() {
            if let section {
                if runs.isEmpty { runs.append(ObservedRun(variant: "default", sections: [])) }
                runs[runs.count - 1].sections.append(section)
            }
            section = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("== variant ") {
                close()
                runs.append(ObservedRun(variant: String(line.dropFirst("== variant ".count)), sections: []))
            } else if line.hasPrefix("-- ") {
                close()
                section = ObservedRun.Section(name: ReportSection(name: String(line.dropFirst(3)))!, lines: [])
            } else if var current = section, !line.isEmpty {
                if current.name.groupsBySteps, StepMarker.looksLikeMarker(line) { current.markers.append(current.lines.count) }
                current.lines.append(line)
                section = current
            }
        }
        close()
        return runs
    }

    /// The outcome of checking `observed` against `expected`, as `CourseCheck` judges it.
    static func outcome(expected: String, observed: String) throws -> ScenarioOutcome {
        let path = "expected/20-lists/F1-swipe.txt"
        let file = try ExpectedFile.parse(expected, path: path)
        let runs = Self.observed(observed)
        let others = Dictionary(runs.map { ($0.variant, $0) }, uniquingKeysWith: { a, _ in a })
        let variants = runs.map { run in
            let judgement = Judge.judge(observed: run, expected: file.variants.first { $0.name == run.variant }, fileXFail: file.xfail,
                                        expectedPath: path, others: others)
            var variant = VariantOutcome(variant: run.variant, verdict: judgement.verdict, observed: run, failures: judgement.failures,
                                         knownFailureReason: judgement.knownFailureReason, compileSeconds: 0, runSeconds: 0, cached: true)
            variant.unmet = judgement.unmet
            return variant
        }
        return ScenarioOutcome(id: "20-lists/F1-swipe", path: "lessons/20-lists/F1-swipe.swift", title: "", question: "",
                               claims: file.claims, verdict: variants.map(\.verdict).max() ?? .pass, variants: variants, message: nil, seconds: 0)
    }

    static func propose(_ expected: String, _ observed: String, all: Bool = false) throws -> RecordProposal {
        RecordProposal.make(try outcome(expected: expected, observed: observed), expectedText: expected, all: all)
    }

    // MARK: A list scenario: swipe, delete, push and back, curated with quotes, several steps,
    // an absence, partial attributes and `exactly` sections. The code changed: the row is deleted
    // but prints nothing, Lima's row is wider, and the pushed title uses another font.

    static let curated = """
        # Lesson 20 · Lists, flash card 1: "Swipe a city to the left and tap Delete: it is gone. Tap
        # another to push its page; the back button returns to the list."
        # Source: the lesson's text, section "Deleting rows".
        claims: L20-F1

        -- compiler exactly
        compiled
        -- console exactly
        [launch]
        [swipe "Porto" left]
        [tap "Delete"]
        deleted Porto
        [tap "Oslo"]
        Oslo appeared
        [back]
        -- screen after tap "Delete"
        # the row is gone; the others stay in order
        Text "Oslo"
        ! Text "Porto"
        Text "Lima" w=38
        -- screen after tap "Oslo"
        BackButton "Cities"
        Text "Welcome to Oslo" font="body 17pt"
        -- screen
        NavigationLink "Oslo" chevron=true
        Text "Lima"

        """

    static let changed = """
        -- compiler
        compiled
        -- console
        [launch]
        [swipe "Porto" left]
        [tap "Delete"]
        [tap "Oslo"]
        Oslo appeared
        [back]
        Oslo disappeared
        -- screen after tap "Delete"
        List style=insetGrouped rows=2 x=0 y=158 w=402 h=682
          Section x=0 y=178 w=402 h=88
            Row x=16 y=178 w=370 h=44
              NavigationLink "Oslo" chevron=true x=32 y=189 w=338 h=22
                Text "Oslo" font="body 17pt" lines=1 visible=full x=32 y=189 w=37 h=22
            Row x=16 y=222 w=370 h=44
              NavigationLink "Lima" chevron=true x=32 y=233 w=338 h=22
                Text "Lima" font="body 17pt" lines=1 visible=full x=32 y=233 w=40 h=22
        -- screen after tap "Oslo"
        NavigationBar title=Oslo mode=large x=0 y=62 w=402 h=96
          BackButton "Cities" x=16 y=73 w=46 h=22
            Text "Cities" font="body 17pt" lines=1 visible=full x=16 y=73 w=46 h=22
        Text "Welcome to Oslo" font="title 28pt" lines=1 visible=full x=100 y=488 w=202 h=34
        -- screen
        List style=insetGrouped rows=2 x=0 y=158 w=402 h=682
          NavigationLink "Oslo" chevron=true x=32 y=189 w=338 h=22
            Text "Oslo" font="body 17pt" lines=1 visible=full x=32 y=189 w=37 h=22
          NavigationLink "Lima" chevron=true x=32 y=233 w=338 h=22
            Text "Lima" font="body 17pt" lines=1 visible=full x=32 y=233 w=40 h=22
        -- network
        -- crash
        """

    @Test func onlyWhatNoLongerHoldsChanges() throws {
        let proposal = try Self.propose(Self.curated, Self.changed)
        #expect(proposal.notes.isEmpty)
        #expect(proposal.text == """
            # Lesson 20 · Lists, flash card 1: "Swipe a city to the left and tap Delete: it is gone. Tap
            # another to push its page; the back button returns to the list."
            # Source: the lesson's text, section "Deleting rows".
            claims: L20-F1

            -- compiler exactly
            compiled
            -- console exactly
            [launch]
            [swipe "Porto" left]
            [tap "Delete"]
            [tap "Oslo"]
            Oslo appeared
            [back]
            Oslo disappeared
            -- screen after tap "Delete"
            # the row is gone; the others stay in order
            Text "Oslo"
            ! Text "Porto"
            Text "Lima" w=40
            -- screen after tap "Oslo"
            BackButton "Cities"
            Text "Welcome to Oslo" font="title 28pt"
            -- screen
            NavigationLink "Oslo" chevron=true
            Text "Lima"

            """)
        // The proposal holds: checked again, it passes.
        let again = try Self.outcome(expected: proposal.text!, observed: Self.changed)
        #expect(again.verdict == .pass, "\(again.variants.flatMap(\.failures))")
    }

    /// An absence an observed line breaks is proposed for deletion, not turned into a claim.
    @Test func aBrokenAbsenceIsDeleted() throws {
        let observed = Self.changed.replacingOccurrences(
            of: "    Row x=16 y=222 w=370 h=44",
            with: "    Row x=16 y=200 w=370 h=22\n      Text \"Porto\" font=\"body 17pt\" lines=1 visible=full x=32 y=200 w=45 h=22\n    Row x=16 y=222 w=370 h=44")
        #expect(observed != Self.changed)
        let proposal = try Self.propose(Self.curated, observed)
        let text = try #require(proposal.text)
        #expect(!text.contains("! Text \"Porto\""))
        #expect(text.contains("# the row is gone; the others stay in order\nText \"Oslo\"\nText \"Lima\" w=40\n"))
    }

    /// Under `--all`, what the file does not claim is added where it was observed, and the
    /// author's lines stay as written.
    @Test func allAddsWhatIsNotClaimed() throws {
        let expected = """
            # "Welcome to Oslo" under a bar titled Oslo.
            claims: L20-F1

            -- screen after tap "Oslo"
            # the pushed page
            BackButton "Cities"
            Text "Welcome to Oslo" font="title 28pt"

            """
        let proposal = try Self.propose(expected, Self.changed, all: true)
        #expect(proposal.text == """
            # "Welcome to Oslo" under a bar titled Oslo.
            claims: L20-F1

            -- screen after tap "Oslo"
            NavigationBar title=Oslo mode=large x=0 y=62 w=402 h=96
            # the pushed page
            BackButton "Cities"
            Text "Cities" font="body 17pt" lines=1 visible=full x=16 y=73 w=46 h=22
            Text "Welcome to Oslo" font="title 28pt"
            -- compiler
            compiled
            -- console
            [launch]
            [swipe "Porto" left]
            [tap "Delete"]
            [tap "Oslo"]
            Oslo appeared
            [back]
            Oslo disappeared
            -- screen
            List style=insetGrouped rows=2 x=0 y=158 w=402 h=682
              NavigationLink "Oslo" chevron=true x=32 y=189 w=338 h=22
                Text "Oslo" font="body 17pt" lines=1 visible=full x=32 y=189 w=37 h=22
              NavigationLink "Lima" chevron=true x=32 y=233 w=338 h=22
                Text "Lima" font="body 17pt" lines=1 visible=full x=32 y=233 w=40 h=22

            """)
        #expect(try Self.propose(expected, Self.changed).text == nil, "without --all, a file whose claims hold has nothing to propose")
    }

    // MARK: Other kinds of files.

    /// The compiler's section claimed exactly: the status and the error are replaced, the notes
    /// the claim leaves out stay left out, a diagnostic claimed without its position keeps none.
    @Test func anExactCompilerClaim() throws {
        let expected = """
            # Lesson 46: "In a Swift 6 package it does not compile."
            claims: L46-D8

            -- compiler exactly
            compiled
            error: static property 'shared' is not concurrency-safe …

            """
        let observed = """
            -- compiler
            failed
            12:16 error: static property 'shared' is not concurrency-safe because it is nonisolated global shared mutable state
            12:16 note: convert 'shared' to a 'let' constant to make 'Sendable' shared state immutable
            13:1 warning: a new warning
            """
        #expect(try Self.propose(expected, observed).text == """
            # Lesson 46: "In a Swift 6 package it does not compile."
            claims: L46-D8

            -- compiler exactly
            failed
            error: static property 'shared' is not concurrency-safe …
            13:1 warning: a new warning

            """)
    }

    /// Runs of several variants: each block gets its own proposal; an `xfail:` whose claims now
    /// hold goes; a run the file has no block for gets one, recorded whole.
    @Test func variantsAndAKnownFailureThatNowPasses() throws {
        let expected = """
            claims: L46-D8

            == variant app
            -- console
            metric
            == variant package
            xfail: the model does not isolate globals yet
            -- compiler
            failed

            """
        let observed = """
            == variant app
            -- compiler
            compiled
            -- console
            [run]
            imperial
            == variant package
            -- compiler
            failed
            12:16 error: not safe
            == variant script
            -- compiler
            compiled
            -- console
            [run]
            metric
            """
        #expect(try Self.propose(expected, observed).text == """
            claims: L46-D8

            == variant app
            -- console
            imperial
            == variant package
            -- compiler
            failed

            == variant script
            # Recorded from the model's observation: check every line against the lesson text
            # before accepting, and keep only what the lesson claims.
            -- compiler
            compiled
            -- console
            [run]
            metric

            """)
    }

    /// What cannot be proposed is said, and left alone: a claimed section the run did not produce,
    /// problems the file does not claim (added under `--all`).
    @Test func whatCannotBeProposedIsLeftAlone() throws {
        let expected = """
            claims: L8-F5

            -- compiler
            compiled
            -- screen
            Image "seattle" w=402

            """
        let observed = """
            -- compiler
            compiled
            -- console
            -- problems
            stopped after 20 s: the program did not finish (a hang?)
            """
        let proposal = try Self.propose(expected, observed)
        #expect(proposal.text == nil)
        #expect(proposal.notes == [
            "expected/20-lists/F1-swipe.txt:5: the run has no `screen` section: left alone",
            "expected/20-lists/F1-swipe.txt:3: the run met problems the file does not claim (fix the model, or claim them under `-- problems`; `record --all` adds them): stopped after 20 s: the program did not finish (a hang?)",
        ])
        #expect(try Self.propose(expected, observed, all: true).text == """
            claims: L8-F5

            -- compiler
            compiled
            -- screen
            Image "seattle" w=402
            -- problems
            stopped after 20 s: the program did not finish (a hang?)

            """)
    }

    /// The scaffold's placeholder, alone in its section against one observed line, is that line
    /// changed: it is replaced by the line's head (the placeholder claims no attribute).
    @Test func theScaffoldsPlaceholder() throws {
        let expected = """
            # Lesson …: "QUOTE THE LESSON'S WORDS THAT THIS FILE TRANSCRIBES"
            claims: L97-F1

            -- compiler
            compiled
            -- screen
            # one line per claimed element: Text "…", Image "…" w=…; see docs/SCENARIOS.md
            REPLACE THIS LINE WITH THE CLAIMED LINES

            """
        let observed = """
            -- compiler
            compiled
            -- screen
            Text "Plan early, pack light" font="body 17pt" bold=early lines=1 visible=full x=117.5 y=440 w=167 h=22
            """
        #expect(try Self.propose(expected, observed).text?.hasSuffix("""
            # one line per claimed element: Text "…", Image "…" w=…; see docs/SCENARIOS.md
            Text "Plan early, pack light"

            """) == true)
    }

    /// A claimed line is rewritten with only the attributes it claimed; `…` and negated
    /// attributes that still hold stay as written; an observed line that would read as a comment
    /// or an absence is escaped.
    @Test func rewritingOneLine() {
        let observed = "    Text \"Porto, 12 °C\" font=\"body 17pt\" lines=2 x=20 y=62 w=40 h=22"
        #expect(ClaimRewrite.rewrite(written: "Text \"Porto…\" x=16 lines!=1", claim: "Text \"Porto…\" x=16 lines!=1", observed: observed)
                == "Text \"Porto…\" x=20 lines!=1")
        #expect(ClaimRewrite.rewrite(written: "  Text \"Lisbon\" w=40 truncated=true", claim: "  Text \"Lisbon\" w=40 truncated=true", observed: observed)
                == "  Text \"Porto, 12 °C\" w=40")
        #expect(ClaimRewrite.rewrite(written: "Text \"Porto, 12 °C\" lines!=2", claim: "Text \"Porto, 12 °C\" lines!=2", observed: observed)
                == "Text \"Porto, 12 °C\" lines=2")
        #expect(ClaimRewrite.rewrite(written: "error: old", claim: "error: old", observed: "3:4 error: new") == "error: new")
        #expect(ClaimRewrite.escaped("! not an absence") == "\\! not an absence")
        #expect(ClaimRewrite.escaped("# not a comment") == "\\# not a comment")
        #expect(ClaimRewrite.escaped("-- not a section") == "\\-- not a section")
    }
}
