import CourseCheckProtocol
import Foundation

/// Turns a list's content units into its display: sections (explicit `Section`s, and the rows
/// between them as sections without a header), each row wrapped in a `Row` that carries what
/// the row can do — be deleted, moved, swiped, selected — for the host's steps.
@MainActor
enum ListBuilder {
    static func list(kind: String, units: [DisplayNode], style: ListStyleKind, selection: ListSelection?, context: BuildContext) -> [DisplayNode] {
        let node = context.node
        let editMode = context.environment.editMode?.wrappedValue ?? .inactive
        var sections: [DisplayNode] = []
        var loose: [DisplayNode] = []
        var rowCount = 0
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(section(header: [], rows: loose, footer: [], style: style))
            loose = []
        }
        for unit in units {
            if let parts = unit.carried[SectionPartsKey.self] {
                flush()
                sections.append(section(header: parts.header, rows: parts.rows, footer: parts.footer, style: style))
            } else {
                loose.append(unit)
            }
        }
        flush()
        for (sectionIndex, section) in sections.enumerated() {
            for row in section.children where row.kind == "Row" {
                configure(row, key: "\(sectionIndex)/\(rowCount)", list: node, selection: selection, editMode: editMode)
                rowCount += 1
            }
        }
        let list = DisplayNode(kind: kind, children: sections, layout: ListLayout(style: style))
        list.attributes = [(Attribute.Name.style, style.rawValue), (Attribute.Name.rows, "\(rowCount)")]
        if editMode.isEditing { list.attributes.append((Attribute.Name.editing, "true")) }
        if let refresh = context.environment.refresh {
            list.attributes.append((Attribute.Name.refreshable, "true"))
            list.carried[RefreshInteractionKey.self] = refresh
        }
        return [list]
    }

    /// A section: its header and footer texts, and its rows, each in a `Row`.
    static func section(header: [DisplayNode], rows: [DisplayNode], footer: [DisplayNode], style: ListStyleKind) -> DisplayNode {
        var children: [DisplayNode] = []
        if !header.isEmpty {
            // A section's header is a header to VoiceOver ("a header that divides content into
            // sections", Apple's `AccessibilityTraits.isHeader`).
            let node = DisplayNode(kind: "SectionHeader", children: header, layout: LeadingFillLayout())
            node.accessibility.edits.append(.addTraits(.isHeader))
            children.append(node)
        }
        children += rows.map { unit in
            let insets = unit.carried[RowInsetsKey.self] ?? ListMetrics.rowInsets
            var children = [unit]
            if let background = unit.carried[RowBackgroundViewKey.self] {
                children.insert(DisplayNode(kind: RowBackgroundLayout.kind, children: background, layout: RowBackgroundLayout()), at: 0)
            }
            return DisplayNode(kind: "Row", children: children, layout: RowLayout(insets: insets))
        }
        if !footer.isEmpty { children.append(DisplayNode(kind: "SectionFooter", children: footer, layout: LeadingFillLayout())) }
        let node = DisplayNode(kind: "Section", children: children, layout: SectionLayout(style: style))
        let headerText = header.compactMap(\.accessibility.label).joined(separator: " ")
        if !headerText.isEmpty { node.attributes.append((Attribute.Name.header, headerText)) }
        return node
    }

    /// A row's facts and what it can do, from the modifiers on its content.
    static func configure(_ row: DisplayNode, key: String, list: ViewNode, selection: ListSelection?, editMode: EditMode) {
        guard let unit = row.rowContent else { return }
        row.accessibility.label = RowTitles.label(of: unit)
        let element = unit.carried[RowElementKey.self]
        let rowKey = element.map { "\($0.id)" } ?? key
        if let background = unit.carried[RowBackgroundKey.self] {
            row.attributes.append((Attribute.Name.background, background))
            row.drawing.paint = Paint(kind: .fill(style: background, shape: .rectangle))
        }
        if unit.carried[RowSeparatorKey.self] == .hidden { row.attributes.append((Attribute.Name.separator, "hidden")) }
        if let badge = unit.carried[BadgeKey.self] { row.attributes.append((Attribute.Name.badge, TextResolver.plain(badge))) }
        if unit.carried[RowCheckedKey.self] == true { row.attributes.append((Attribute.Name.selected, "true")) }

        let delete = unit.carried[DeleteActionKey.self]
        let move = unit.carried[MoveActionKey.self]
        var actions = unit.carried[SwipeActionsKey.self] ?? []
        if let delete, !actions.contains(where: { $0.edge == .trailing }) {
            actions.append(SwipeActionSet.standardDelete(delete))
        }
        if !actions.isEmpty {
            row.attributes.append((Attribute.Name.swipe, actions.flatMap { $0.titles }.joined(separator: "|")))
        }
        if editMode.isEditing {
            let controls = [delete == nil ? nil : "delete", move == nil ? nil : "move"].compactMap { $0 }
            if !controls.isEmpty { row.attributes.append((Attribute.Name.editing, controls.joined(separator: " "))) }
        }

        // Swiped open: the row shows the buttons of that edge; choosing one closes it again.
        let revealed = (list.storage["list.revealed"] as? Box<String>)?.value
        if let revealedEdge = (list.storage["list.revealedEdge"] as? Box<HorizontalEdge>)?.value, revealed == rowKey,
           let set = actions.first(where: { $0.edge == revealedEdge }) {
            let buttons = set.buttons
            for button in buttons {
                let action = button.touch.tapAction
                button.touch.tapAction = {
                    list.storage["list.revealed"] = nil
                    list.invalidate()
                    action?()
                }
            }
            let shown = DisplayNode(kind: "SwipeActions", children: buttons, layout: StackLayout(axis: .horizontal, spacing: 0, crossAlignment: 0.5))
            shown.attributes = [(Attribute.Name.placement, revealedEdge == .trailing ? "trailing" : "leading")]
            row.children.append(shown)
        }

        row.carried[RowInteractionKey.self] = RowInteraction(
            delete: delete ?? actions.first(where: { $0.edge == .trailing })?.destructiveAction,
            move: move,
            swipe: { edge in
                guard actions.contains(where: { $0.edge == edge }) else { return false }
                list.storage["list.revealed"] = Box(rowKey)
                list.storage["list.revealedEdge"] = Box(edge)
                list.invalidate()
                return true
            })

        if let selection {
            let tag = unit.carried[TagKey.self] ?? element?.id
            if let tag {
                if selection.isSelected(tag) { row.attributes.append((Attribute.Name.selected, "true")) }
                let push = list.environment.selectionPushesColumn
                if row.rowContent?.touch.tapAction == nil {
                    row.accessibility.role = .button
                    row.touch.tapAction = {
                        selection.select(tag)
                        push?()
                    }
                }
            }
        }
    }
}

/// The view `listRowBackground(_:)` puts behind a row, first among the row's children: it takes
/// the row's whole size and gives it to each of its views.
struct RowBackgroundLayout: LayoutRule {
    static let kind = "RowBackground"

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        for child in children { child.place(in: bounds, proposal: ProposedViewSize(bounds.size)) }
    }
}

extension DisplayNode {
    /// A row's content: its first child that is not its background.
    var rowContent: DisplayNode? { children.first { $0.kind != RowBackgroundLayout.kind } }
}

/// What a host step can do with a row.
struct RowInteraction {
    /// `delete "Row"`: the row's `onDelete`, or its destructive trailing swipe action.
    var delete: (@MainActor () -> Void)?
    /// `move "Row" to N`: the row's `onMove`, given the new position (0-based).
    var move: (@MainActor (Int) -> Void)?
    /// `swipe "Row" left/right`: opens the row's swipe actions on that edge; false if it has none.
    var swipe: @MainActor (HorizontalEdge) -> Bool
}
enum RowInteractionKey: CarriedKey { typealias Value = RowInteraction }

/// A row the system shows checked (the chosen option of a pushed picker list).
enum RowCheckedKey: CarriedKey { typealias Value = Bool }

/// The `refresh` step's target: the list's refresh action.
enum RefreshInteractionKey: CarriedKey { typealias Value = RefreshAction }

/// How a step names a row: the texts it shows, joined by ", ".
@MainActor
enum RowTitles {
    static func label(of unit: DisplayNode) -> String {
        if let label = unit.accessibility.label, !label.isEmpty { return label }
        var texts: [String] = []
        func walk(_ node: DisplayNode) {
            if node.children.isEmpty, let label = node.accessibility.label, !label.isEmpty { texts.append(label) }
            node.children.forEach(walk)
        }
        walk(unit)
        return texts.joined(separator: ", ")
    }
}

/// A row: its content inset (11 above and below, 16 at the sides by default, `listRowInsets` to
/// change them), at least 44 points tall, as wide as the list's card (docs/FACTS.md, "Lists").
struct RowLayout: LayoutRule {
    let insets: EdgeInsets

    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) }, height: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let child = children.first { $0.kind != RowBackgroundLayout.kind }?.sizeThatFits(inner(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? child.width + insets.leading + insets.trailing,
                      height: max(child.height + insets.top + insets.bottom, ListMetrics.minRowHeight))
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        guard let content = children.first(where: { $0.kind != RowBackgroundLayout.kind }) else { return }
        let offer = inner(ProposedViewSize(bounds.size))
        let size = content.sizeThatFits(offer)
        let height = bounds.height - insets.top - insets.bottom
        content.place(in: CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top + max(height - size.height, 0) / 2,
                                 width: size.width, height: size.height), proposal: offer)
        // Swipe actions, when shown, cover the row's trailing (or leading) end.
        // `listRowBackground(_:)`'s view fills the whole row, insets included.
        for background in children where background.kind == RowBackgroundLayout.kind {
            background.place(in: bounds, proposal: ProposedViewSize(bounds.size))
        }
        for actions in children where actions !== content && actions.kind != RowBackgroundLayout.kind {
            let size = actions.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height))
            let leading = actions.attributes.contains { $0.0 == Attribute.Name.placement && $0.1 == "leading" }
            actions.place(in: CGRect(x: leading ? bounds.minX : bounds.maxX - size.width, y: bounds.minY, width: size.width, height: bounds.height))
        }
    }
}

/// A section: its header's text above the card of rows, its footer's under it. In inset styles the
/// card is inset from the list's sides; headers and footers line up with the rows' text.
struct SectionLayout: LayoutRule {
    let style: ListStyleKind

    var cardInset: CGFloat { style.isInset ? ListMetrics.sideMargin : 0 }
    var textInset: CGFloat { cardInset + ListMetrics.rowInsets.leading }

    func heights(_ width: CGFloat, children: [DisplayNode]) -> [CGFloat] {
        children.map { child in
            switch child.kind {
            case "SectionHeader", "SectionFooter":
                child.sizeThatFits(ProposedViewSize(width: width - 2 * textInset, height: nil)).height + 2 * ListMetrics.headerPadding
            default:
                child.sizeThatFits(ProposedViewSize(width: width - 2 * cardInset, height: nil)).height
            }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let width = proposal.width ?? 0
        return CGSize(width: width, height: heights(width, children: children).reduce(0, +))
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        var y = bounds.minY
        for (child, height) in zip(children, heights(bounds.width, children: children)) {
            switch child.kind {
            case "SectionHeader", "SectionFooter":
                let offer = ProposedViewSize(width: bounds.width - 2 * textInset, height: nil)
                let size = child.sizeThatFits(offer)
                child.place(in: CGRect(x: bounds.minX + textInset, y: y + ListMetrics.headerPadding, width: size.width, height: size.height), proposal: offer)
            default:
                child.place(in: CGRect(x: bounds.minX + cardInset, y: y, width: bounds.width - 2 * cardInset, height: height))
            }
            y += height
        }
    }
}

/// A list takes all the space it is offered; its sections stack from the top, apart in grouped
/// styles. It scrolls: sections past its bottom are laid out where scrolling would bring them.
struct ListLayout: LayoutRule {
    let style: ListStyleKind

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        // Offered no length: as long as its content (as in a scroll view).
        let width = proposal.width ?? 0
        let height = children.reduce(0) { $0 + $1.sizeThatFits(ProposedViewSize(width: width, height: nil)).height + gap }
        return CGSize(width: width, height: proposal.height ?? height)
    }

    var gap: CGFloat { style.isGrouped ? ListMetrics.sectionSpacing : 0 }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        var y = bounds.minY
        for child in children {
            y += gap
            let offer = ProposedViewSize(width: bounds.width, height: nil)
            let size = child.sizeThatFits(offer)
            child.place(in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: size.height), proposal: offer)
            y += size.height
        }
    }
}
