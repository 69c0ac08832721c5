// SwiftUI's macros, with SwiftUI's signatures; their implementations are in
// Sources/SwiftUIModelMacros, built by the harness against the toolchain's swift-syntax.

@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIModelMacros", type: "PreviewMacro")

/// With traits (`PreviewTraits.swift`): the preview is shown without them, and says so.
@freestanding(declaration)
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIModelMacros", type: "PreviewMacro")

@attached(peer)
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public macro Previewable() = #externalMacro(module: "SwiftUIModelMacros", type: "PreviewableMacro")

@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIModelMacros", type: "EntryMacro")
