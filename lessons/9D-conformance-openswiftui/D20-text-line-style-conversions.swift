// title: Text.LineStyle to and from UIKit's NSUnderlineStyle
// question: Which NSUnderlineStyle values make a Text.LineStyle, and which line style? What
//    NSUnderlineStyle does each line style make?
// claims: C9D-20
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (TextLineStyleConversions)
// run: script
import SwiftUI
import UIKit

let styles: [(String, NSUnderlineStyle)] = [
    ("single", .single), ("single+patternDot", [.single, .patternDot]),
    ("single+patternDash", [.single, .patternDash]), ("single+patternDashDot", [.single, .patternDashDot]),
    ("single+patternDashDotDot", [.single, .patternDashDotDot]), ("thick", .thick), ("double", .double),
    ("byWord", .byWord), ("none", []), ("single+thick", [.single, .thick]),
    ("single+byWord", [.single, .byWord]), ("single+patternDot+thick", [.single, .patternDot, .thick]),
]
let patterns: [(String, Text.LineStyle.Pattern)] = [
    ("solid", .solid), ("dot", .dot), ("dash", .dash), ("dashDot", .dashDot), ("dashDotDot", .dashDotDot),
]
func name(of lineStyle: Text.LineStyle?) -> String {
    guard let lineStyle else { return "nil" }
    return patterns.first { Text.LineStyle(pattern: $0.1) == lineStyle }.map { "LineStyle(pattern: .\($0.0))" } ?? "another line style"
}
for (label, style) in styles {
    print("\(label) → \(name(of: Text.LineStyle(nsUnderlineStyle: style)))")
}

func name(of style: NSUnderlineStyle) -> String {
    styles.first { $0.1 == style }?.0 ?? "rawValue \(style.rawValue)"
}
print("LineStyle(pattern: .solid, color: .red) → \(name(of: NSUnderlineStyle(Text.LineStyle(pattern: .solid, color: .red))))")
for (label, pattern) in patterns.dropFirst() {
    print("LineStyle(pattern: .\(label)) → \(name(of: NSUnderlineStyle(Text.LineStyle(pattern: pattern))))")
}
print("LineStyle.single → \(name(of: NSUnderlineStyle(Text.LineStyle.single)))")
