import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `coursecheck merge-junit OUT IN…`: the JUnit files of the shards of one check (`--shard`) as
/// one file, as if one machine had checked the whole course. Each input is read as XML (an input
/// that is not — a shard that died while writing — is an error naming the file and line); every
/// test case is kept whole, with its failure's text however many lines it has; the counts are
/// those of the cases, the time the longest shard's (the shards ran side by side).
public enum JUnitMerge {
    /// An element of the input, as much as a JUnit file has: attributes, children, text.
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// The element as XML, its attributes in JUnit's usual order.
        func written(indent: String) -> String {
            let order = ["classname", "name", "file", "line", "time", "message", "type"]
            let keys = attributes.keys.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
            let opening = "<\(name)" + keys.map { " \($0)=\"\(XML.escape(attributes[$0]!))\"" }.joined()
            let body = children.map { $0.written(indent: "") }.joined() + XML.escape(text.trimmingCharacters(in: .whitespacesAndNewlines))
            return indent + opening + (body.isEmpty ? "/>" : ">\(body)</\(name)>")
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// - Parameter reports: each shard's file: its path (for messages) and its text.
    public static func merge(_ reports: [(path: String, text: String)]) throws -> String {
        var cases: [Element] = []
        var seconds = 0.0
        for report in reports {
            let root = try parse(report.text, path: report.path)
            let suites = root.name == "testsuite" ? [root] : root.children.filter { $0.name == "testsuite" }
            guard root.name == "testsuites" || root.name == "testsuite" else {
                throw Failure(description: "\(report.path): not a JUnit report (its root element is <\(root.name)>)")
            }
            for suite in suites {
                seconds = max(seconds, Double(suite.attributes["time"] ?? "") ?? 0)
                cases += suite.children.filter { $0.name == "testcase" }
            }
        }
        cases.sort { ($0.attributes["classname"] ?? "", $0.attributes["name"] ?? "") < ($1.attributes["classname"] ?? "", $1.attributes["name"] ?? "") }
        func count(_ child: String) -> Int { cases.filter { $0.children.contains { $0.name == child } }.count }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="coursecheck" tests="\(cases.count)" failures="\(count("failure"))" errors="\(count("error"))" skipped="\(count("skipped"))" time="\(String(format: "%.3f", seconds))">
        \(cases.map { $0.written(indent: "    ") }.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    /// The document's root element; throws naming the line where the XML breaks.
    static func parse(_ text: String, path: String) throws -> Element {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
            throw Failure(description: "\(path):\(parser.lineNumber): not valid XML: \(reason)")
        }
        if let unclosed = reader.open.last {
            throw Failure(description: "\(path):\(parser.lineNumber): not valid XML: it ends before </\(unclosed.name)>")
        }
        return root
    }

    final class Reader: NSObject, XMLParserDelegate {
        var root: Element?
        var open: [Element] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = Element(name: name, attributes: attributes)
            open.last?.children.append(element)
            if root == nil { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA data: Data) {
            open.last?.text += String(decoding: data, as: UTF8.self)
        }
    }
}
