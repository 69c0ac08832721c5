/// What Apple's `ModifiedContent` and `ViewModifier` declare beyond the basics: equality, the
/// primitive `body`, and modifiers joined with `concat(_:)`.

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {
    public static func == (a: ModifiedContent<Content, Modifier>, b: ModifiedContent<Content, Modifier>) -> Bool {
        a.content == b.content && a.modifier == b.modifier
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// A modified view is primitive: SwiftUI makes it from its content and modifier, never from a
    /// body, so reading `body` stops the program, as for every primitive view (`View.swift`).
    public var body: ModifiedContent<Content, Modifier>.Body {
        fatalError("ModifiedContent is a primitive view and has no body")
    }
}

extension ViewModifier {
    /// This modifier, then `modifier` around what it makes: `content.modifier(self).modifier(modifier)`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Joined modifiers (`a.concat(b)`) applied to a view: the view with the first, then the second.
protocol ComposedViewModifier {
    func applied(to content: any View) -> any View
}

extension ModifiedContent: ComposedViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    func applied(to content: any View) -> any View {
        func apply<V: View>(_ view: V) -> any View {
            ModifiedContent<ModifiedContent<V, Content>, Modifier>(content: ModifiedContent<V, Content>(content: view, modifier: self.content),
                                                                  modifier: self.modifier)
        }
        return apply(content)
    }
}
