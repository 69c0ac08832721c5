/// A built-in transition's effects.
protocol BuiltinTransition {
    var spec: TransitionSpec { get }
}
