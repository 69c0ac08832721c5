/// A view that erases the type of the view it wraps (Apple's `DebugReplaceableView`, iOS 26: in
/// debug builds the opaque type of a view's body is wrapped in it, so that previews can replace
/// it; developer.apple.com/documentation/swiftui/debugreplaceableview). It shows its view as
/// `AnyView` does: the wrapped view's type is part of its identity.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct DebugReplaceableView : View {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Body = Never
    let wrapped: any View

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(erasing view: V) where V : View { wrapped = view }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension DebugReplaceableView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .type(ObjectIdentifier(type(of: wrapped))), view: wrapped)]
    }
}
