/// Modifiers that react to their view appearing, disappearing or changing. Each is one node in
/// the graph, whatever it modifies: applied to a list of views (a `@ViewBuilder` property with two
/// texts) it still fires once, when the list appears — as the course measured for `onAppear`.
@MainActor
protocol LifecycleModifier {
    func appeared(_ node: ViewNode)
    func disappeared(_ node: ViewNode)
}

extension LifecycleModifier {
    func appeared(_ node: ViewNode) {}
    func disappeared(_ node: ViewNode) {}
}
