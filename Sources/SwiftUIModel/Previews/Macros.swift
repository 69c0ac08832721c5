// SwiftUI's macros, with SwiftUI's signatures; their implementations are in
// Sources/SwiftUIModelMacros, built by the harness against the toolchain's swift-syntax.
//
// Declared only in the model kit the harness builds (COURSECHECK_KIT), which loads the plugin.
// SwiftPM's build of the model (for its unit tests) has no plugin to load, and would warn on each
// declaration that its implementation cannot be found.
#if COURSECHECK_KIT

@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIModelMacros", type: "PreviewMacro")

@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIModelMacros", type: "PreviewableMacro")

@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIModelMacros", type: "EntryMacro")

#endif
