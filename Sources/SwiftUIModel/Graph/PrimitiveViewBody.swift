/// What the `body` of a view the model draws itself gives code that reads it. Apple declares
/// `var body: some View` on its controls and containers (Button, Toggle, List …); the model draws
/// them as builtin views, whose body the graph never asks for. Read by code, the body is the view
/// itself, drawn as the model draws it, as Apple's body draws the control.
struct PrimitiveViewBody<Content: View>: View, BuiltinView {
    let content: Content
    typealias Body = Never

    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content)]
    }
}
