import CourseCheckProtocol
import Foundation

/// A claimed line rewritten to what was observed in its place, keeping the author's choices:
/// the line's indentation; its head as written when it still holds (a `…` stays a `…`); and only
/// the attributes it claimed, each as written when it still holds, else with the observed value,
/// and left out when the observed line has none. `Text "Porto" x=16 w=…` against
/// `Text "Porto" font="body 17pt" lines=1 x=20 y=62 w=40 h=22` becomes `Text "Porto" x=20 w=…`.
public enum ClaimRewrite {
    /// - Parameters:
    ///   - written: the claimed line as the file has it (indentation, escape and all).
    ///   - claim: the claim the file's line makes (`ExpectedFile.Claim.text`).
    ///   - observed: the observed line standing in its place.
    public static func rewrite(written: String, claim: String, observed: String) -> String {
        let indent = String(written.prefix { $0 == " " || $0 == "\t" })
        let body = Substring(claim.trimmingCharacters(in: .whitespaces))
        let want = LineMatcher.claimedLine(LineMatcher.normaliseSpaces(String(body))).line
        let have = Counterparts.observedLine(observed, comparedWith: want)

        // The claim's trailing `key=value` and `key!=value` tokens, as written.
        let tokens = ReportLine.tokenize(body)
        var attributeTokens: [Substring] = []
        var headEnd = body.endIndex
        for token in tokens.reversed() {
            let text = body[token]
            guard LineMatcher.negatedAttribute(String(text)) != nil || ReportLine.parse(String(text)).head.isEmpty else { break }
            attributeTokens.insert(text, at: 0)
            headEnd = token.lowerBound
        }
        var writtenHead = String(body[..<headEnd])
        while writtenHead.last == " " { writtenHead.removeLast() }
        let head = LineMatcher.wildcardMatch(pattern: want.head, text: have.head) ? writtenHead : have.head

        var parts = head.isEmpty ? [] : [head]
        for token in attributeTokens {
            if let negated = LineMatcher.negatedAttribute(String(token)) {
                guard let value = have.attribute(negated.key), LineMatcher.wildcardMatch(pattern: negated.value, text: value) else {
                    parts.append(String(token))
                    continue
                }
                parts.append(attribute(negated.key, value))
                continue
            }
            guard let claimed = ReportLine.parse(String(token)).attributes.first else { continue }
            guard let value = have.attribute(claimed.key) else { continue }
            parts.append(LineMatcher.wildcardMatch(pattern: claimed.value, text: value) ? String(token) : attribute(claimed.key, value))
        }
        return indent + escaped(parts.joined(separator: " "))
    }

    static func attribute(_ key: String, _ value: String) -> String {
        "\(key)=\(ReportQuoting.needsQuotes(value) ? ReportQuoting.quote(value) : value)"
    }

    /// A line as an expected file claims it: with a `\` before it when it would otherwise read as a
    /// comment, an absence, a section or a variant (`ExpectedFile.claim`).
    public static func escaped(_ line: String) -> String {
        let trimmed = line.drop { $0 == " " }
        let special = trimmed.hasPrefix("\\") || trimmed.hasPrefix("!") || trimmed.hasPrefix("#")
            || trimmed.hasPrefix("-- ") || trimmed.hasPrefix("== ")
        return special ? String(line.prefix { $0 == " " }) + "\\" + trimmed : line
    }
}
