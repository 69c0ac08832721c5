import CourseCheckProtocol
import Foundation
@testable import CourseCheckKit
import Testing

@Suite("The picture of the screen")
struct ScreenPictureTests {
    /// A made-up screen, 100 × 200 points, with a safe area of 10 at the top and 6 at the bottom.
    let device = RunPlan.Device(name: "Test phone", width: 100, height: 200, scale: 2, safeAreaTop: 10, safeAreaBottom: 6)

    /// A photograph 140 wide that runs off both sides, a clipped strip holding a picture taller
    /// than it, a line of text, and a symbol.
    var elements: [ScreenElement] {
        [
            ScreenElement(depth: 0, kind: "VStack", content: nil, attributes: [], frame: [-20, 10, 140, 150]),
            ScreenElement(depth: 1, kind: "Image", content: "\"harbour\"", attributes: [], frame: [-20, 10, 140, 60],
                          paint: ScreenPaint(kind: .bitmap, colors: ["#4A6F8C"])),
            ScreenElement(depth: 1, kind: "clipShape", content: nil, attributes: [Attribute("clip", "roundedRect(8)")], frame: [0, 80, 100, 40]),
            ScreenElement(depth: 2, kind: "Image", content: "\"harbour\"", attributes: [], frame: [0, 60, 100, 80],
                          paint: ScreenPaint(kind: .bitmap, colors: ["#4A6F8C"])),
            ScreenElement(depth: 1, kind: "Text", content: "\"A & B <c>\"", attributes: [Attribute("lines", "1")], frame: [0, 130, 60, 20],
                          paint: ScreenPaint(kind: .text, colors: ["secondary"], fontSize: 15)),
            ScreenElement(depth: 0, kind: "Image", content: "systemName: \"star.fill\"", attributes: [], frame: [80, 180, 20, 18],
                          paint: ScreenPaint(kind: .symbol, colors: ["yellow"])),
        ]
    }

    @Test func sameScreenSamePicture() {
        let first = ScreenPicture.svg(elements: elements, device: device, title: "t")
        let second = ScreenPicture.svg(elements: elements, device: device, title: "t")
        #expect(first == second)
        #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(first.hasSuffix("</svg>\n"))
    }

    @Test func canvasReachesWhatRunsOffTheScreen() {
        let svg = ScreenPicture.svg(elements: elements, device: device, title: "t")
        // The picture starts 20 points left of the screen; the canvas adds a 24-point margin, and a
        // 28-point title strip above.
        #expect(svg.contains(##"viewBox="-44 -52 188 276""##))
        // The device's outline and its safe area (200 − 10 − 6 = 184 tall).
        #expect(svg.contains(##"<rect x="0" y="0" width="100" height="200" rx="14" fill="none" stroke="#1C1C1E" stroke-width="4"/>"##))
        #expect(svg.contains(##"<rect x="0" y="10" width="100" height="184" fill="none" stroke="#34C759""##))
        // Everything faded, then clipped to the screen.
        #expect(svg.contains(##"<g opacity="0.3">"##))
        #expect(svg.contains(##"<g clip-path="url(#screen)">"##))
    }

    @Test func clipsNestWhatTheyContain() {
        let (body, clips) = ScreenPicture.drawing(elements)
        #expect(clips == [##"<clipPath id="clip1"><rect x="0" y="80" width="100" height="40" rx="8"/></clipPath>"##])
        let open = body.firstIndex(of: ##"<g clip-path="url(#clip1)">"##)!
        let close = body.firstIndex(of: "</g>")!
        // The inner picture is inside the clip's group; the text after it is not.
        let inner = body.firstIndex { $0.contains(##"y="60" width="100" height="80""##) }!
        let text = body.firstIndex { $0.hasPrefix("<text") && $0.contains("A &amp; B &lt;c&gt;") }!
        #expect(open < inner && inner < close && close < text)
    }

    @Test func paintsByKind() {
        let (body, _) = ScreenPicture.drawing(elements)
        // A photograph: its dominant colour and its name with its size.
        #expect(body.contains(##"<rect x="-20" y="10" width="140" height="60" fill="#4A6F8C"/>"##))
        #expect(body.contains { $0.contains(">harbour 140 × 60</text>") })
        // Text in its style's colour, stretched to the measured width.
        #expect(body.contains { $0.contains(##"fill="#3C3C43" fill-opacity="0.6""##) && $0.contains(##"textLength="60""##) })
        // A symbol: a star in its primary layer's colour, filled, inside its frame; its name is a
        // title to hover, not text drawn over its neighbours.
        let symbol = body.first { $0.contains("<title>star.fill</title>") }
        #expect(symbol?.contains(##"fill="#FFCC00""##) == true)
        #expect(symbol?.contains("<text") == false)
    }

    /// What the system draws around a list: the grouped background, the card of a section's rows
    /// with a separator between them, a row's chevron, the back button's arrow, and a swiped
    /// row's actions (red when destructive) with white titles.
    @Test func drawsTheSystemsChrome() {
        let screen: [ScreenElement] = [
            ScreenElement(depth: 0, kind: "NavigationBar", content: nil, attributes: [], frame: [0, 10, 100, 40]),
            ScreenElement(depth: 1, kind: "BackButton", content: "\"Cities\"", attributes: [], frame: [16, 12, 40, 20]),
            ScreenElement(depth: 2, kind: "Text", content: "\"Cities\"", attributes: [Attribute("lines", "1")], frame: [16, 12, 40, 20],
                          paint: ScreenPaint(kind: .text, colors: ["primary"], fontSize: 17)),
            ScreenElement(depth: 0, kind: "List", content: nil, attributes: [Attribute("style", "insetGrouped")], frame: [0, 50, 100, 150]),
            ScreenElement(depth: 1, kind: "Section", content: nil, attributes: [], frame: [0, 60, 100, 88]),
            ScreenElement(depth: 2, kind: "Row", content: nil, attributes: [], frame: [8, 60, 84, 44]),
            ScreenElement(depth: 3, kind: "NavigationLink", content: "\"Oslo\"", attributes: [Attribute("chevron", "true")], frame: [16, 71, 68, 22]),
            ScreenElement(depth: 4, kind: "Text", content: "\"Oslo\"", attributes: [Attribute("lines", "1")], frame: [16, 71, 30, 22],
                          paint: ScreenPaint(kind: .text, colors: ["primary"], fontSize: 17)),
            ScreenElement(depth: 3, kind: "SwipeActions", content: nil, attributes: [], frame: [60, 60, 32, 44]),
            ScreenElement(depth: 4, kind: "Button", content: nil, attributes: [Attribute("role", "destructive")], frame: [60, 71, 32, 22]),
            ScreenElement(depth: 5, kind: "Text", content: "\"Delete\"", attributes: [Attribute("lines", "1")], frame: [60, 71, 32, 22],
                          paint: ScreenPaint(kind: .text, colors: ["primary"], fontSize: 17)),
            ScreenElement(depth: 2, kind: "Row", content: nil, attributes: [], frame: [8, 104, 84, 44]),
        ]
        let (body, _) = ScreenPicture.drawing(screen)
        #expect(body.contains(##"<rect x="0" y="50" width="100" height="150" fill="#F2F2F7"/>"##), "the grouped background")
        #expect(body.contains(##"<rect x="8" y="60" width="84" height="88" rx="10" fill="#FFFFFF"/>"##), "one card for the section's rows")
        #expect(body.contains { $0.hasPrefix(##"<path d="M16 103.75H92""##) }, "a separator under the first row, from its content")
        #expect(body.filter { $0.hasPrefix(##"<path d="M"##) && $0.contains("H92") }.count == 1, "none under the last")
        #expect(body.contains { $0.contains(##"d="M76 76L81 82L76 88""##) }, "the chevron at the link's trailing edge")
        #expect(body.contains { $0.contains(##"d="M11 14L4 22L11 30""##) && $0.contains(##"stroke="#007AFF""##) }, "the back arrow")
        #expect(body.contains { $0.contains(">Cities</text>") && $0.contains(##"fill="#007AFF""##) }, "the back button's title in the tint")
        #expect(body.contains(##"<rect x="60" y="60" width="32" height="44" fill="#FF3B30"/>"##), "a destructive action, the row's height")
        #expect(body.contains { $0.contains(">Delete</text>") && $0.contains(##"fill="#FFFFFF""##) }, "its title in white")
    }

    @Test(arguments: [
        ("red", "#FF3B30", 1.0), ("yellow 50%", "#FFCC00", 0.5), ("#4a6f8c", "#4A6F8C", 1.0),
        ("clear", "#000000", 0.0), ("SomeGradient", "#808080", 1.0), ("secondary", "#3C3C43", 0.6),
    ])
    func styleColours(style: String, hex: String, opacity: Double) {
        let color = ScreenPalette.color(style)
        #expect(color.hex == hex)
        #expect(color.opacity == opacity)
    }

    @Test func fileNames() {
        #expect(ScreenPicture.fileName(scenarioID: "08-x/E2-y", variant: "default", step: "launch") == "08-x/E2-y-launch.svg")
        #expect(ScreenPicture.fileName(scenarioID: "08-x/E2-y", variant: "bug", step: "tap \"Add\" #2") == "08-x/E2-y-bug-tap-Add-2.svg")
    }

    @Test func textSharedOverItsLines() {
        #expect(ScreenPicture.share("one two three four", into: 2) == ["one two", "three four"])
        #expect(ScreenPicture.share("single", into: 3) == ["single"])
    }
}
