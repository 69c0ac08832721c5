/// How a custom container (iOS 18's `Group(subviews:)`, `ForEach(subviews:)`, `ForEach(sections:)`)
/// sees its content: as the list of views a `@ViewBuilder` block stands for, found by looking into
/// the view value, as a stack finds its children.
///
/// The rules are the graph's list rules (`BuiltinView`'s default): a block (`TupleView`), a plain
/// `Group`, a `ForEach`, an `if`/`else` or `switch`, an optional and `AnyView` stand for the views
/// they hold, and `EmptyView` for none; a builtin modifier on a list applies to each of its views
/// (`ModifiedContent`), which is how a tag or a container value on a `ForEach` reaches each row.
/// Any other view (a `Text`, a stack, a control) is one subview. So is a view with a body of its
/// own, or one under a custom `ViewModifier`: SwiftUI resolves such a view into the views its body
/// makes, which the model cannot do without running that body; when the body turns out to make
/// other than one view on screen, the subview reports it (`Subview`).
///
/// Sections: "any content of the given view which is not explicitly specified as a section is
/// grouped with its sibling content to form implicit sections, meaning the minimum number of
/// sections in a SectionCollection is one" (developer.apple.com/documentation/swiftui/sectioncollection).
@available(*, deprecated, message: "the model's own use of API whose availability is data")
@MainActor
enum SubviewResolution {
    /// One view of the list, with where it sits (its identity) and what was written on it.
    struct Element {
        var path: [IdentityComponent]
        var view: any View
        var values = ContainerValues()
        /// True when SwiftUI would resolve it through a body the model does not run.
        var resolvesThroughBody = false
        /// Set when the element is a `Section`: its header, content and footer.
        var section: SubviewSectionParts?
    }

    /// Runs `work` on the main actor from a nonisolated initialiser (`ForEach`'s, as Apple's are
    /// nonisolated), which SwiftUI only calls from a body, on the main actor.
    nonisolated static func onMainActor<T>(_ work: @MainActor () -> T) -> T {
        MainActor.assumeIsolated { UncheckedBox(work()) }.value
    }

    /// The subviews of `view`: a `Section` stands for its content's subviews here.
    static func subviews(of view: any View) -> [Subview] {
        elements(of: view, path: []).flatMap(expandingSections).map(Subview.init)
    }

    /// The sections of `view`: each `Section`, and each run of views outside one as an implicit
    /// section; one at least.
    static func sections(of view: any View) -> [SectionConfiguration] {
        var result: [SectionConfiguration] = []
        var loose: [Element] = []
        func closeImplicitSection() {
            guard !loose.isEmpty || result.isEmpty else { return }
            let path = loose.first?.path ?? [.index(0)]
            result.append(SectionConfiguration(path: path + [.body], header: [], content: loose.map(Subview.init), footer: [], values: ContainerValues()))
            loose = []
        }
        for element in elements(of: view, path: []) {
            guard let parts = element.section else { loose.append(element); continue }
            if !loose.isEmpty { closeImplicitSection() }
            result.append(SectionConfiguration(
                path: element.path,
                header: resolved(parts.header, path: element.path + [.index(0)]),
                content: resolved(parts.content, path: element.path + [.index(1)]),
                footer: resolved(parts.footer, path: element.path + [.index(2)]),
                values: element.values))
        }
        if !loose.isEmpty || result.isEmpty { closeImplicitSection() }
        return result
    }

    private static func resolved(_ view: any View, path: [IdentityComponent]) -> [Subview] {
        elements(of: view, path: path).flatMap(expandingSections).map(Subview.init)
    }

    private static func expandingSections(_ element: Element) -> [Element] {
        guard let parts = element.section else { return [element] }
        // No source says what a section inside a subviews collection (rather than a sections
        // collection) stands for: the model gives its content's subviews, and says so.
        ModelProblems.notModelled("Section in Group(subviews:) or ForEach(subviews:)", "the model gives its content's subviews, without its header and footer")
        return elements(of: parts.content, path: element.path + [.index(1)]).flatMap(expandingSections).map { inner in
            var inner = inner
            inner.values.mergeWritten(from: element.values)
            return inner
        }
    }

    /// The elements `view` stands for, at `path`.
    static func elements(of view: any View, path: [IdentityComponent]) -> [Element] {
        if let host = view as? any CustomModifierHost, host.isCustomModifier {
            return [Element(path: path, view: view, resolvesThroughBody: true)]
        }
        if let list = view as? any SubviewList { return list.subviewElements(path: path) }
        return [Element(path: path, view: view, resolvesThroughBody: ViewGraph.builtinView(view) == nil)]
    }
}

/// A view that stands for a list of views, for `SubviewResolution`.
@available(*, deprecated, message: "the model's own use of API whose availability is data")
@MainActor
protocol SubviewList {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element]
}

/// A section's three parts, as subview resolution reads them.
@MainActor
struct SubviewSectionParts {
    var header: any View
    var content: any View
    var footer: any View
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TupleView: SubviewList {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        elementViews.enumerated().flatMap { SubviewResolution.elements(of: $1, path: path + [.index($0)]) }
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Group: SubviewList where Content: View {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        SubviewResolution.elements(of: content, path: path + [.index(0)])
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension ForEach: SubviewList where Content: View {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        data.flatMap { element in
            let identifier = id(element)
            return SubviewResolution.elements(of: content(element), path: path + [.explicit(AnyHashable(identifier))]).map { sub in
                // Each view of a `ForEach` has its element's id as its tag, unless tagged itself.
                var sub = sub
                if sub.values.tag == nil { sub.values.tag = AnyHashable(identifier) }
                return sub
            }
        }
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension _ConditionalContent: SubviewList where TrueContent: View, FalseContent: View {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        switch storage {
        case .trueContent(let view): SubviewResolution.elements(of: view, path: path + [.branch(true)])
        case .falseContent(let view): SubviewResolution.elements(of: view, path: path + [.branch(false)])
        }
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Optional: SubviewList where Wrapped: View {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        map { SubviewResolution.elements(of: $0, path: path + [.branch(true)]) } ?? []
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension EmptyView: SubviewList {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] { [] }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension AnyView: SubviewList {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        SubviewResolution.elements(of: wrapped, path: path + [.type(ObjectIdentifier(type(of: wrapped)))])
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension ModifiedContent: SubviewList where Content: View, Modifier: ViewModifier {
    /// A builtin modifier on a list applies to each of its views; a tag or a container value is
    /// written on each.
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        SubviewResolution.elements(of: content, path: path + [.index(0)]).map { element in
            var element = element
            element.view = modified(element.view)
            if let write = modifier as? ContainerValueModifier { write.write(&element.values) }
            if let tag = modifier as? CarryingModifier<TagKey> { element.values.tag = tag.value }
            return element
        }
    }

    private func modified(_ view: any View) -> any View {
        func wrap<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
        return wrap(view)
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Section: SubviewList where Parent: View, Content: View, Footer: View {
    func subviewElements(path: [IdentityComponent]) -> [SubviewResolution.Element] {
        [SubviewResolution.Element(path: path, view: self, section: SubviewSectionParts(header: header, content: content, footer: footer))]
    }
}
