import CourseCheckProtocol
import Foundation

/// A picture of one step's screen in characters, for a terminal (`coursecheck show`): the device
/// as a frame of `columns` characters, each painted element where its frame puts it — text as its
/// characters, a picture or symbol as a box with its name, a fill as shading — and the safe
/// area's top and bottom as dotted lines. A character cell stands for a rectangle twice as tall as
/// wide, as terminal cells are.
public enum TextPicture {
    public static func render(elements: [ScreenElement], device: RunPlan.Device, columns: Int = 48) -> String {
        let scale = Double(columns) / device.width
        let rows = Int((device.height * scale / 2).rounded())
        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
        func cell(_ x: Double, _ y: Double) -> (Int, Int) { (Int((x * scale).rounded(.down)), Int((y * scale / 2).rounded(.down))) }
        func put(_ character: Character, _ column: Int, _ row: Int) {
            guard row >= 0, row < rows, column >= 0, column < columns else { return }
            grid[row][column] = character
        }
        for row in [device.safeAreaTop, device.height - device.safeAreaBottom].map({ cell(0, $0).1 }) where row < rows {
            for column in 0..<columns where grid[row][column] == " " { grid[row][column] = "·" }
        }
        for element in elements {
            guard let paint = element.paint, element.frame.count == 4, element.frame[2] > 0, element.frame[3] > 0 else { continue }
            let (left, top) = cell(element.frame[0], element.frame[1])
            let (right, bottom) = cell(element.frame[0] + element.frame[2], element.frame[1] + element.frame[3])
            switch paint.kind {
            case .text:
                let text = Array(ScreenPicture.plainContent(element.content))
                let width = max(right - left, 1)
                for (index, character) in text.enumerated() {
                    let row = top + index / width
                    if row > max(bottom, top) { break }
                    put(character, left + index % width, row)
                }
            case .bitmap, .symbol:
                for column in left...max(right - 1, left) { put("─", column, top); put("─", column, max(bottom - 1, top)) }
                for row in top...max(bottom - 1, top) { put("│", left, row); put("│", max(right - 1, left), row) }
                let name = Array(ScreenPicture.symbolName(element.content).prefix(max(right - left - 2, 0)))
                for (index, character) in name.enumerated() { put(character, left + 1 + index, top + max((bottom - top) / 2, 0)) }
            case .fill, .stroke, .spinner:
                for row in top..<max(bottom, top + 1) {
                    for column in left..<max(right, left + 1) where row >= 0 && row < rows && column >= 0 && column < columns && grid[row][column] == " " {
                        grid[row][column] = paint.kind == .spinner ? "*" : "░"
                    }
                }
            }
        }
        let border = "+" + String(repeating: "-", count: columns) + "+"
        return ([border] + grid.map { "|" + String($0) + "|" } + [border, "\(device.name) · \(ReportNumber.format(device.width)) × \(ReportNumber.format(device.height)) pt"])
            .joined(separator: "\n")
    }
}
