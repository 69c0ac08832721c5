import CourseCheckProtocol

/// One element VoiceOver reads, or a container of them, as `AccessibilityTree` derives it from a
/// display node: what VoiceOver says (role, label, value, hint, traits) and what it can do
/// (activate, adjust, the custom actions, escape, magic tap).
@MainActor
struct AccessibilityNode {
    enum Property: Hashable { case label, value, hint, identifier, inputLabels, sortPriority, heading, defaultAction, escape, magicTap, adjust }

    var role: AccessibilityRole
    var label: String
    var value: String?
    var hint: String?
    /// What an empty text field reads in place of its value.
    var placeholder: String?
    var traits: AccessibilityTraits
    var identifier: String?
    var inputLabels: [String] = []
    var sortPriority: Double = 0
    var headingLevel: AccessibilityHeadingLevel?
    /// A double tap: the view's own action (a button's), or `accessibilityAction(.default)`.
    var defaultAction: (@MainActor () -> Void)?
    var escape: (@MainActor () -> Void)?
    var magicTap: (@MainActor () -> Void)?
    var namedActions: [(name: String, perform: @MainActor () -> Void)] = []
    var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    /// The display node it stands for (its frame, for a tap at its activation point).
    let source: DisplayNode
    /// A container's elements (`accessibilityElement(children: .contain)`); nil for an element.
    var children: [AccessibilityNode]?
    /// The properties an accessibility modifier has set: the one closest to the view wins.
    var edited: Set<Property> = []
    /// The role the view itself has, before its traits were edited.
    let intrinsicRole: AccessibilityRole

    init(role: AccessibilityRole, label: String, source: DisplayNode, children: [AccessibilityNode]? = nil) {
        self.role = role
        intrinsicRole = role
        self.label = label
        traits = AccessibilityRoles.impliedTraits(role)
        self.source = source
        self.children = children
    }

    var isContainer: Bool { children != nil }

    /// The element as the accessibility section writes it: its role and label, then its value,
    /// hint, traits beyond its role's, heading level, identifier, input labels and custom actions.
    var reported: AccessibilityElement {
        var attributes: [Attribute] = []
        if let value, !value.isEmpty { attributes.append(Attribute(Attribute.Name.value, value)) }
        if (value ?? "").isEmpty, let placeholder, !placeholder.isEmpty { attributes.append(Attribute(Attribute.Name.prompt, placeholder)) }
        if let hint, !hint.isEmpty { attributes.append(Attribute(Attribute.Name.hint, hint)) }
        let extra = traits.subtracting(AccessibilityRoles.impliedTraits(role))
        if !extra.names.isEmpty { attributes.append(Attribute(Attribute.Name.traits, extra.names.joined(separator: ","))) }
        if let headingLevel, headingLevel != .unspecified { attributes.append(Attribute(Attribute.Name.level, "\(headingLevel.rawValue)")) }
        if let identifier { attributes.append(Attribute(Attribute.Name.identifier, identifier)) }
        if !inputLabels.isEmpty { attributes.append(Attribute(Attribute.Name.inputLabels, inputLabels.joined(separator: "|"))) }
        if !namedActions.isEmpty { attributes.append(Attribute(Attribute.Name.actions, namedActions.map(\.name).joined(separator: "|"))) }
        return AccessibilityElement(role: role, label: label, attributes: attributes)
    }

    /// Applies one accessibility modifier's change. A property set by a modifier closer to the
    /// view stays (no source states the order; the model follows SwiftUI's rule for the
    /// environment, where the modifier closest to a view wins); traits add and remove in order.
    mutating func apply(_ edit: AccessibilityEdit) {
        func set(_ property: Property, _ change: (inout AccessibilityNode) -> Void) {
            guard !edited.contains(property) else { return }
            edited.insert(property)
            change(&self)
        }
        switch edit {
        case .label(let text): set(.label) { $0.label = text }
        case .value(let text): set(.value) { $0.value = text }
        case .hint(let text): set(.hint) { $0.hint = text }
        case .identifier(let text): set(.identifier) { $0.identifier = text }
        case .inputLabels(let labels): set(.inputLabels) { $0.inputLabels = labels }
        case .sortPriority(let priority): set(.sortPriority) { $0.sortPriority = priority }
        case .addTraits(let added):
            traits.formUnion(added)
            role = AccessibilityRoles.role(for: traits, intrinsic: intrinsicRole)
        case .removeTraits(let removed):
            traits.subtract(removed)
            role = AccessibilityRoles.role(for: traits, intrinsic: intrinsicRole)
        case .heading(let level):
            // Apple's `accessibilityHeading(_:)`: "Sets the accessibility level of this heading",
            // which VoiceOver's headings rotor navigates by: the element is a header.
            set(.heading) { $0.headingLevel = level }
            traits.insert(.isHeader)
        case .action(let kind, let perform):
            switch kind.kind {
            case .default: set(.defaultAction) { $0.defaultAction = perform }
            case .escape: set(.escape) { $0.escape = perform }
            case .magicTap: set(.magicTap) { $0.magicTap = perform }
            case .named(let name): namedActions.append((name, perform))
            }
        case .adjustable(let perform):
            set(.adjust) { $0.adjust = perform }
            traits.insert(.adjustable)
            role = AccessibilityRoles.role(for: traits, intrinsic: intrinsicRole)
        case .hidden, .element:
            // Handled on the list of elements (`AccessibilityTree.apply`).
            break
        }
    }
}

/// The roles of the accessibility section and the traits each stands for.
enum AccessibilityRoles {
    /// The traits an element of this role has by being one: a button's `isButton`, a toggle's
    /// `isButton` and `isToggle` (iOS 17's trait: "The accessibility element is a toggle"), a
    /// slider's `adjustable`. The section's `traits=` lists only the others.
    static func impliedTraits(_ role: AccessibilityRole) -> AccessibilityTraits {
        switch role {
        case .button, .tab, .picker: .isButton
        case .link: .isLink
        case .image: .isImage
        case .text: .isStaticText
        case .toggle: [.isButton, .toggle]
        case .slider, .adjustable: .adjustable
        case .searchField: .isSearchField
        case .label, .element, .textField: []
        }
    }

    /// The role of an element whose traits a modifier changed: the view's own while the traits
    /// it stands for are still there, else the one its traits say, most interactive first.
    static func role(for traits: AccessibilityTraits, intrinsic: AccessibilityRole) -> AccessibilityRole {
        let implied = impliedTraits(intrinsic)
        let interactive: Set<AccessibilityRole> = [.button, .link, .toggle, .tab, .picker, .slider, .adjustable, .textField, .searchField]
        if interactive.contains(intrinsic), traits.isSuperset(of: implied) { return intrinsic }
        let byTrait: [(AccessibilityTraits, AccessibilityRole)] = [
            (.toggle, .toggle), (.isButton, .button), (.isLink, .link), (.adjustable, .adjustable),
            (.isSearchField, .searchField), (.isImage, .image), (.isStaticText, .text),
        ]
        if let match = byTrait.first(where: { traits.contains($0.0) }) { return match.1 }
        return implied.isEmpty ? intrinsic : .element
    }
}
