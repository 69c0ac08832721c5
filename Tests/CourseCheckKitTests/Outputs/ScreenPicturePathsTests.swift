@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

/// The picture's paths, strokes, gradients and canvases (`ScreenPicturePaths.swift`).
@Suite("The picture's paths and gradients")
struct ScreenPicturePathsTests {
    func element(_ paint: ScreenPaint, frame: [Double] = [0, 0, 100, 100]) -> ScreenElement {
        ScreenElement(depth: 0, kind: "Shape", content: nil, attributes: [], frame: frame, paint: paint)
    }

    @Test func aStrokedPathKeepsItsDashCapsAndJoins() {
        let paint = ScreenPaint(kind: .stroke, colors: ["blue"], lineWidth: 4, path: "M0 0L10 0Z", dash: [8, 4], lineCap: "round", lineJoin: "bevel")
        let (body, _) = ScreenPicture.drawing([element(paint)])
        #expect(body == [##"<path d="M0 0L10 0Z" fill="none" stroke="#007AFF" stroke-width="4" stroke-dasharray="8 4" stroke-linecap="round" stroke-linejoin="bevel"/>"##])
    }

    @Test func aFilledPathWithTheEvenOddRule() {
        let paint = ScreenPaint(kind: .fill, colors: ["red 50%"], path: "M0 0L10 0L10 10Z", evenOdd: true)
        let (body, _) = ScreenPicture.drawing([element(paint)])
        #expect(body == [##"<path d="M0 0L10 0L10 10Z" fill="#FF3B30" fill-opacity="0.5" fill-rule="evenodd"/>"##])
    }

    @Test func aLinearGradientIsDefinedOnceAndReferred() {
        let gradient = ScreenGradient(kind: "linear", stops: [.init(color: "red", location: 0), .init(color: "blue", location: 1)],
                                      start: [50, 0], end: [50, 100], center: [50, 50], startRadius: 0, endRadius: 0,
                                      startAngle: 0, endAngle: 0, aspect: 1)
        var paint = ScreenPaint(kind: .fill, colors: ["linearGradient(red,blue;top>bottom)"], shape: "rect")
        paint.gradient = gradient
        let (body, definitions) = ScreenPicture.drawing([element(paint)])
        #expect(definitions == [##"<linearGradient id="grad1" gradientUnits="userSpaceOnUse" x1="50" y1="0" x2="50" y2="100"><stop offset="0" stop-color="#FF3B30"/><stop offset="1" stop-color="#007AFF"/></linearGradient>"##])
        #expect(body == [##"<rect x="0" y="0" width="100" height="100" fill="url(#grad1)"/>"##])
    }

    @Test func anAngularGradientIsDrawnAsWedgesClippedToTheShape() {
        let gradient = ScreenGradient(kind: "angular", stops: [.init(color: "#000000", location: 0), .init(color: "#FFFFFF", location: 1)],
                                      start: [0, 0], end: [0, 0], center: [50, 50], startRadius: 0, endRadius: 0,
                                      startAngle: 0, endAngle: 360, aspect: 1)
        var paint = ScreenPaint(kind: .fill, colors: ["angular"], path: "M0 0L100 0L100 100Z")
        paint.gradient = gradient
        let (body, definitions) = ScreenPicture.drawing([element(paint)])
        #expect(definitions == [##"<clipPath id="wedge1"><path d="M0 0L100 0L100 100Z"/></clipPath>"##])
        #expect(body.count == 38)
        #expect(body[1].hasSuffix(##"fill="#040404"/>"##))
        #expect(ScreenPicture.interpolate(gradient.stops, at: 0.5) == "#808080")
    }

    @Test func aCanvasDrawsItsPartsAtTheirOpacity() {
        var text = ScreenPaint(kind: .text, colors: ["primary"], shape: "Hi", fontSize: 17)
        text.path = "M50 50"
        text.opacity = 0.5
        var canvas = ScreenPaint(kind: .fill, colors: [])
        canvas.parts = [ScreenPaint(kind: .fill, colors: ["green"], path: "M0 0L1 1Z"), text]
        let (body, _) = ScreenPicture.drawing([element(canvas)])
        #expect(body == [
            ##"<path d="M0 0L1 1Z" fill="#34C759"/>"##,
            ##"<g opacity="0.5">"##,
            ##"<text x="50" y="50" font-size="17" fill="#000000" text-anchor="middle">Hi</text>"##,
            "</g>",
        ])
    }
}
