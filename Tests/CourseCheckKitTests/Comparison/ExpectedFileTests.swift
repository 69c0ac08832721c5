@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

@Suite("Expected files")
struct ExpectedFileTests {
    @Test func parsesVariantsSectionsAndKnownFailures() throws {
        let text = """
        # a comment
        claims: L46-D8
        xfail: the whole file

        == variant app
        -- compiler
        compiled
        -- console exactly
        metric

        == variant package
        xfail: not yet
        -- compiler
        failed
        """
        let file = try ExpectedFile.parse(text, path: "e.txt")
        #expect(file.claims == ["L46-D8"])
        #expect(file.xfail == "the whole file")
        #expect(file.variants.map(\.name) == ["app", "package"])
        #expect(file.variants[0].sections.map(\.name) == [.compiler, .console])
        #expect(file.variants[0].sections[1].exactly)
        #expect(file.variants[0].sections[1].lines == ["metric"])
        #expect(file.variants[0].sections[1].claims.map(\.line) == [9])
        #expect(file.variants[1].xfail == "not yet")
    }

    @Test func sectionsWithoutAVariantBelongToTheDefaultRun() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\n-- console\nhello\n", path: "e.txt")
        #expect(file.variants.map(\.name) == ["default"])
    }

    @Test func strayTextIsAnErrorWithItsLine() {
        #expect {
            try ExpectedFile.parse("claims: L1-A1\nhello\n", path: "e.txt")
        } throws: { ($0 as? ScenarioError)?.line == 2 }
    }

    @Test func anUnknownSectionIsAnErrorWithItsLine() {
        #expect {
            try ExpectedFile.parse("claims: L1-A1\n\n-- consle\nhello\n", path: "e.txt")
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.line == 3 && error.message.contains("no report has a section `consle`")
        }
    }

    @Test func needsNamesPartsOfTheIsolationForTheFileOrOneVariant() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\nneeds: read-only, private-tmp\n== variant a\nneeds: network\n-- console\nhi\n", path: "e.txt")
        #expect(file.needs == [.readOnly, .privateTmp])
        #expect(file.variants[0].needs == [.network])
        #expect {
            try ExpectedFile.parse("claims: L1-A1\nneeds: private-temp\n", path: "e.txt")
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.line == 2 && error.message.contains("no part of the isolation is called `private-temp`") && error.message.contains("private-tmp")
        }
        #expect { try ExpectedFile.parse("claims: L1-A1\nneeds:\n", path: "e.txt") } throws: { ($0 as? ScenarioError)?.line == 2 }
    }

    @Test func absencesAndEscapes() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\n-- console\nstart\n! loading: 49\n\\! shouting\nend\n", path: "e.txt")
        let claims = file.variants[0].sections[0].claims
        #expect(claims.map(\.text) == ["start", "loading: 49", "! shouting", "end"])
        #expect(claims.map(\.isAbsence) == [false, true, false, false])
        #expect(claims.map(\.line) == [3, 4, 5, 6])
    }

    @Test func anAbsenceInAnExactSectionIsAnError() {
        #expect {
            try ExpectedFile.parse("claims: L1-A1\n-- console exactly\n! loading\n", path: "e.txt")
        } throws: { ($0 as? ScenarioError)?.line == 3 }
        #expect {
            try ExpectedFile.parse("claims: L1-A1\n-- console\n!\n", path: "e.txt")
        } throws: { ($0 as? ScenarioError)?.line == 3 }
    }

    @Test func theFilesPlaces() {
        #expect(ExpectedFile.path(for: "08-words/E1") == "expected/08-words/E1.txt")
        #expect(ExpectedFile.pendingPath(for: "08-words/E1") == "expected/08-words/E1.txt.new")
    }
}
