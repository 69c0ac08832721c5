/// Commands: the menus and keyboard shortcuts a scene adds to the menu bar (Apple's `Commands`).
/// On iPad they build the menu bar and the list of keyboard shortcuts the Command key shows; on
/// iPhone they do nothing. The model builds a scene's commands into their structure (menus, groups
/// at their placement, `CommandsStructure`) but shows no menu bar: `Scene.commands(content:)`
/// and its siblings report themselves as not modelled.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive set of commands") }
}

/// Commands the model reads itself (a menu, a group, a composition), rather than through `body`.
@MainActor
protocol PrimitiveCommands {
    /// The menus and groups these commands add, in order.
    var commandEntries: [CommandsStructure.Entry] { get }
}

/// What a scene's commands add to the menu bar, as the model reads them: each menu (`CommandMenu`)
/// and each group of items placed before, after or instead of a standard group (`CommandGroup`).
@MainActor
enum CommandsStructure {
    enum Entry: Equatable {
        /// A menu of its own, by the title it shows.
        case menu(title: String)
        /// Items placed relative to a standard group.
        case group(position: GroupPosition, placement: String)
    }

    enum GroupPosition: String, Equatable {
        case before, after, replacing
    }

    /// The entries of `commands`, evaluating the bodies of commands of the app's own types.
    static func entries(of commands: any Commands) -> [Entry] {
        if let primitive = commands as? any PrimitiveCommands { return primitive.commandEntries }
        func body<C: Commands>(_ commands: C) -> any Commands { commands.body }
        return entries(of: body(commands))
    }
}

/// No commands (what an empty `@CommandsBuilder` block makes).
public struct EmptyCommands: Commands, PrimitiveCommands {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public typealias Body = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init() {}
    var commandEntries: [CommandsStructure.Entry] { [] }
}

/// Commands side by side in a `@CommandsBuilder` block (Apple's internal `TupleCommandContent`).
public struct _TupleCommands<T>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let elements: [any Commands]
    var commandEntries: [CommandsStructure.Entry] { elements.flatMap(CommandsStructure.entries(of:)) }
}

/// Commands erased by `buildLimitedAvailability` (Apple's internal `LimitedAvailabilityCommandContent`).
public struct _LimitedAvailabilityCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    let erased: any Commands
    var commandEntries: [CommandsStructure.Entry] { CommandsStructure.entries(of: erased) }
}

extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {
    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveCommands where TrueContent: Commands, FalseContent: Commands {
    var commandEntries: [CommandsStructure.Entry] {
        switch storage {
        case .trueContent(let commands): CommandsStructure.entries(of: commands)
        case .falseContent(let commands): CommandsStructure.entries(of: commands)
        }
    }
}

extension Optional: Commands where Wrapped: Commands {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias Body = Never
}

extension Optional: PrimitiveCommands where Wrapped: Commands {
    var commandEntries: [CommandsStructure.Entry] { map(CommandsStructure.entries(of:)) ?? [] }
}

/// Builds commands from a closure's statements, with Apple's overloads: fixed arities up to ten,
/// not a variadic block, as Apple's interface declares them.
@resultBuilder
public struct CommandsBuilder {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Commands { content }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C>(_ content: C) -> C where C: Commands { content }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some Commands where C0: Commands, C1: Commands {
        _TupleCommands<(C0, C1)>(elements: [c0, c1])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Commands where C0: Commands, C1: Commands, C2: Commands {
        _TupleCommands<(C0, C1, C2)>(elements: [c0, c1, c2])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands {
        _TupleCommands<(C0, C1, C2, C3)>(elements: [c0, c1, c2, c3])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands {
        _TupleCommands<(C0, C1, C2, C3, C4)>(elements: [c0, c1, c2, c3, c4])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands {
        _TupleCommands<(C0, C1, C2, C3, C4, C5)>(elements: [c0, c1, c2, c3, c4, c5])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands {
        _TupleCommands<(C0, C1, C2, C3, C4, C5, C6)>(elements: [c0, c1, c2, c3, c4, c5, c6])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands {
        _TupleCommands<(C0, C1, C2, C3, C4, C5, C6, C7)>(elements: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands {
        _TupleCommands<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>(elements: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands, C9: Commands {
        _TupleCommands<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>(elements: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildIf<C>(_ content: C?) -> C? where C: Commands { content }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where T: Commands, F: Commands {
        _ConditionalContent(storage: .trueContent(first))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where T: Commands, F: Commands {
        _ConditionalContent(storage: .falseContent(second))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.5)")
    public static func buildLimitedAvailability(_ content: any Commands) -> some Commands {
        _LimitedAvailabilityCommands(erased: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0, deprecated: 16.0, obsoleted: 17.5) this code may crash on earlier versions of the OS; specify '#available(iOS 17.5, *)' or newer instead")
    public static func buildLimitedAvailability<C>(_ content: C) -> some Commands where C: Commands { content }
}

/// A menu of its own in the menu bar, after the standard ones (Apple's `CommandMenu`).
/// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
public struct CommandMenu<Content>: Commands, PrimitiveCommands where Content: View {
    let title: Text
    let content: Content

    /// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init(_ name: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    /// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        title = name
        self.content = content()
    }

    /// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public init<S>(_ name: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(Text(name), content: content)
    }

    /// The model reads the menu itself (`CommandsStructure`); this body adds nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some Commands { EmptyCommands() }

    var commandEntries: [CommandsStructure.Entry] { [.menu(title: TextResolver.plain(title))] }
}

/// Items added before, after or instead of one of the standard groups of the menu bar (Apple's
/// `CommandGroup`).
/// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
public struct CommandGroup<Content>: Commands, PrimitiveCommands where Content: View {
    let position: CommandsStructure.GroupPosition
    let placement: CommandGroupPlacement
    let content: Content

    /// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, placement, content) = (.before, group, addition())
    }

    /// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, placement, content) = (.after, group, addition())
    }

    /// Not modelled: the model shows no menu bar; the scene's `commands(content:)` reports it.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, placement, content) = (.replacing, group, addition())
    }

    /// The model reads the group itself (`CommandsStructure`); this body adds nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some Commands { EmptyCommands() }

    var commandEntries: [CommandsStructure.Entry] { [.group(position: position, placement: placement.name)] }
}

/// A standard group of the menu bar that a `CommandGroup` goes before, after or instead of
/// (Apple's `CommandGroupPlacement`). The names are Apple's static members'.
public struct CommandGroupPlacement: Sendable {
    let name: String
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let help = CommandGroupPlacement(name: "help")
}

extension EmptyCommands {
    /// An empty set for the model's own use (`init()` carries Apple's availability).
    init(_standard: ()) {}
}

/// The sidebar's standard commands (Apple's `SidebarCommands`).
/// The model shows no menu bar, and which items the set adds is not in Apple's interface.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct SidebarCommands: Commands {
    /// Not modelled: its body reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some Commands {
        ModelProblems.notModelled("SidebarCommands", "its standard menu items are not built (which they are is not in Apple's interface)")
        return EmptyCommands(_standard: ())
    }
}

/// The toolbar's standard commands (Apple's `ToolbarCommands`).
/// The model shows no menu bar, and which items the set adds is not in Apple's interface.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct ToolbarCommands: Commands {
    /// Not modelled: its body reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some Commands {
        ModelProblems.notModelled("ToolbarCommands", "its standard menu items are not built (which they are is not in Apple's interface)")
        return EmptyCommands(_standard: ())
    }
}

/// The standard text-editing commands (Apple's `TextEditingCommands`).
/// The model shows no menu bar, and which items the set adds is not in Apple's interface.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct TextEditingCommands: Commands {
    /// Not modelled: its body reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some Commands {
        ModelProblems.notModelled("TextEditingCommands", "its standard menu items are not built (which they are is not in Apple's interface)")
        return EmptyCommands(_standard: ())
    }
}

/// The standard text-formatting commands (Apple's `TextFormattingCommands`).
/// The model shows no menu bar, and which items the set adds is not in Apple's interface.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct TextFormattingCommands: Commands {
    /// Not modelled: its body reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some Commands {
        ModelProblems.notModelled("TextFormattingCommands", "its standard menu items are not built (which they are is not in Apple's interface)")
        return EmptyCommands(_standard: ())
    }
}

/// The inspector's standard commands (Apple's `InspectorCommands`).
/// The model shows no menu bar, and which items the set adds is not in Apple's interface.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct InspectorCommands: Commands {
    /// Not modelled: its body reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var body: some Commands {
        ModelProblems.notModelled("InspectorCommands", "its standard menu items are not built (which they are is not in Apple's interface)")
        return EmptyCommands(_standard: ())
    }
}
