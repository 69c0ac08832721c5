import CourseCheckProtocol
import Foundation

/// What the system draws around the views a scenario declares, which the screen's elements name
/// but do not paint themselves: the grouped background of an inset-grouped list and the white
/// card of each section's rows with separators between them; a row's disclosure chevron (a
/// `NavigationLink chevron=true`); the back button's arrow; a swiped row's action buttons, red
/// for a destructive one. Drawn from the elements' kinds and attributes, before their own paint.
///
/// Sources: the colours are `SystemColors` (grouped background, separator, tint); the rounded
/// card, the chevrons and a role-less action's grey are iOS's look as Apple's Human Interface
/// Guidelines show it ("Lists and tables", "Navigation bars"; `swipeActions`: "buttons are
/// tinted by role", destructive red). No source gives their sizes: the card's corner radius (10),
/// the chevrons' size and the separator's inset (the row's content edge) are the picture's own.
extension ScreenPicture {
    /// Rows are grouped by the section (or list) that holds them: their union is the card.
    struct RowGroups {
        /// The frames of the rows of each group, by the index of the element that holds them.
        var rows: [Int: [Rect]] = [:]
        /// Where each row's content starts (its separator's leading edge), by the row's index.
        var contentX: [Int: Double] = [:]

        init(_ elements: [ScreenElement]) {
            for (index, element) in elements.enumerated() where element.kind == "Row" {
                // The holder: the nearest element before it at a smaller depth.
                guard let holder = elements[..<index].lastIndex(where: { $0.depth < element.depth }),
                      ["Section", "List"].contains(elements[holder].kind) else { continue }
                rows[holder, default: []].append(Rect(element.frame))
                let content = elements[(index + 1)...].prefix { $0.depth > element.depth }.first { $0.kind == "Text" }
                contentX[index] = content?.frame.first ?? element.frame[0] + 16
            }
        }
    }

    static let cardRadius = 10.0

    /// The style the system draws a text in where it is part of its controls: white on a
    /// swiped row's action, the tint in the back button; nil elsewhere (the text's own).
    static func systemTextStyle(inside: [ScreenElement]) -> String? {
        if inside.count >= 2, inside[inside.count - 2].kind == "SwipeActions", inside.last?.kind == "Button" { return "white" }
        if inside.contains(where: { $0.kind == "BackButton" }) { return "tint" }
        return nil
    }

    /// The system's drawing for one element (its `index` in `elements`), in the colour of
    /// `SystemColors`; `inside` are the elements around it, the nearest last.
    static func chrome(_ element: ScreenElement, index: Int, groups: RowGroups, inside: [ScreenElement]) -> [String] {
        let frame = Rect(element.frame)
        guard frame.w > 0, frame.h > 0, frame.x.isFinite, frame.y.isFinite else { return [] }
        switch element.kind {
        case "List" where ["insetGrouped", "grouped"].contains(element.attribute(Attribute.Name.style) ?? "insetGrouped"):
            return [shape("rect", frame, attributes: fill("systemGroupedBackground"))]
                + card(groups.rows[index], rounded: element.attribute(Attribute.Name.style) != "grouped")
        case "Section":
            return card(groups.rows[index], rounded: true)
        case "Row":
            // A separator under every row but the last of its group.
            guard let rows = groups.rows.first(where: { $0.value.contains(frame) })?.value, rows.last != frame else { return [] }
            let start = groups.contentX[index] ?? frame.x + 16
            return [##"<path d="M\##(n(start)) \##(n(frame.maxY - 0.25))H\##(n(frame.maxX))" \##(stroke("separator", width: 0.5))/>"##]
        case "NavigationLink" where element.attribute(Attribute.Name.chevron) == "true":
            // The disclosure chevron at the row's trailing edge.
            let x = frame.maxX - 3, y = frame.midY
            return [##"<path d="M\##(n(x - 5)) \##(n(y - 6))L\##(n(x)) \##(n(y))L\##(n(x - 5)) \##(n(y + 6))" fill="none" \##(stroke("tertiaryLabel", width: 2)) stroke-linecap="round" stroke-linejoin="round"/>"##]
        case "BackButton":
            // The back arrow before the previous screen's title.
            let x = frame.x - 5, y = frame.midY
            return [##"<path d="M\##(n(x)) \##(n(y - 8))L\##(n(x - 7)) \##(n(y))L\##(n(x)) \##(n(y + 8))" fill="none" \##(stroke("tint", width: 2.5)) stroke-linecap="round" stroke-linejoin="round"/>"##]
        case "Button" where inside.last?.kind == "SwipeActions":
            // An action uncovered by a swipe: its width, the height of the row, red when destructive.
            let actions = Rect(inside.last!.frame)
            let color = element.attribute(Attribute.Name.tint) ?? (element.attribute(Attribute.Name.role) == "destructive" ? "red" : "gray")
            return [shape("rect", Rect(x: frame.x, y: actions.y, w: frame.w, h: actions.h), attributes: fill(color))]
        default:
            return []
        }
    }

    /// The white card behind a group's rows.
    static func card(_ rows: [Rect]?, rounded: Bool) -> [String] {
        guard let rows, let first = rows.first else { return [] }
        let union = rows.dropFirst().reduce(first) { $0.union($1) }
        return [shape(rounded ? "roundedRect(\(n(cardRadius)))" : "rect", union, attributes: fill("secondarySystemGroupedBackground"))]
    }

    static func fill(_ style: String) -> String {
        let (hex, opacity) = ScreenPalette.color(style)
        return ##"fill="\##(hex)""## + (opacity < 1 ? ##" fill-opacity="\##(n(opacity))""## : "")
    }

    static func stroke(_ style: String, width: Double) -> String {
        let (hex, opacity) = ScreenPalette.color(style)
        return ##"stroke="\##(hex)" stroke-width="\##(n(width))""## + (opacity < 1 ? ##" stroke-opacity="\##(n(opacity))""## : "")
    }
}
