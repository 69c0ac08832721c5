@testable import CourseCheckKit
import Testing

@Suite("Did you mean")
struct DidYouMeanTests {
    @Test func theNearestNameWhenItIsNearEnough() {
        #expect(DidYouMean.suggestions(for: "chek", among: ["check", "list", "show"]) == ["check"])
        #expect(DidYouMean.suggestions(for: "jnuit", among: ["junit", "jobs"]) == ["junit"], "a swap counts once")
        #expect(DidYouMean.suggestions(for: "screne", among: ["screen", "console", "crash"]) == ["screen"])
        #expect(DidYouMean.suggestions(for: "L8", among: ["check", "list"]).isEmpty)
        #expect(DidYouMean.suggestions(for: "xyzzy", among: ["check"]).isEmpty)
        #expect(DidYouMean.suggestions(for: "", among: ["check"]).isEmpty)
    }

    @Test func hints() {
        #expect(DidYouMean.hint(for: "tpa", among: ["tap", "type"]) == " (did you mean 'tap'?)")
        #expect(DidYouMean.hint(for: "zzz", among: ["tap"]) == "")
    }

    @Test func editDistance() {
        #expect(DidYouMean.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(DidYouMean.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(DidYouMean.editDistance(Array(""), Array("abc")) == 3)
    }

    /// Where an author meets them: a step verb, a header key, a section name.
    @Test func theAuthorsTyposGetSuggestions() throws {
        guard case .failure(let step) = StepParser.parse("tpa \"Add\"") else { Issue.record("parsed"); return }
        #expect(step.message.hasPrefix("unknown step 'tpa' (did you mean 'tap'?)"))
        #expect(throws: ScenarioError.self) { try HeaderParser.parse("// titel: x\n// claims: L1-A1\n", path: "a.swift") }
        do {
            _ = try HeaderParser.parse("// titel: x\n// claims: L1-A1\n", path: "a.swift")
        } catch let error as ScenarioError {
            #expect(error.message.hasPrefix("unknown header key 'titel' (did you mean 'title'?)"))
        }
        do {
            _ = try ExpectedFile.parse("claims: L1-A1\n-- screne\nx\n", path: "e.txt")
            Issue.record("parsed")
        } catch let error as ScenarioError {
            #expect(error.message.hasPrefix("no report has a section `screne` (did you mean `screen`?)"))
        }
        do {
            _ = try ExpectedFile.parse("claims: L1-A1\n-- screne after tap \"A\"\nx\n", path: "e.txt")
            Issue.record("parsed")
        } catch let error as ScenarioError {
            #expect(error.message.hasPrefix("no report has a section `screne after tap \"A\"` (did you mean `screen after tap \"A\"`?)"))
        }
    }
}
