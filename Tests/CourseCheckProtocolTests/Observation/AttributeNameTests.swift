import CourseCheckProtocol
import Foundation
import Testing

/// Every attribute the report writes is documented where authors look for it.
@Suite("Attribute names")
struct AttributeNameTests {
    static let scenariosDoc: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/SCENARIOS.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test(arguments: Attribute.Name.all)
    func isDocumented(_ name: String) {
        #expect(Self.scenariosDoc.contains("`\(name)`") || Self.scenariosDoc.contains("`\(name)=") || Self.scenariosDoc.contains(" \(name)="),
                "docs/SCENARIOS.md does not document the attribute \(name)")
    }

    @Test func namesAreUnique() {
        #expect(Set(Attribute.Name.all).count == Attribute.Name.all.count)
    }
}
